import { SMTPServer } from 'smtp-server';
let n = 0;
const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData(s, _x, cb) { s.on('data', () => {}); s.on('end', () => { n++; cb(); }); } });
server.listen(3230, '127.0.0.1');
setInterval(() => console.log('received', n), 5000);
