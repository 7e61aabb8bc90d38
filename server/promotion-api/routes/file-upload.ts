import { storeUploads } from '../../uploads/store-file';
import { ApiError, ErrorCode } from '../../http/api-error';
import { operation, type RouteModule } from './operation';

/** POST /file-upload (multipart, field `file`): one proof document; 201 with its id. */
const fileUpload: RouteModule = ({ db, uploads, now }) => [
  operation('/file-upload', 'post', {
    operationId: 'fileUpload',
    rateLimit: 'upload',
    handler: async (request, reply) => {
      const files = request.multipartForm.files;
      if (files.length !== 1 || files[0].field !== 'file') {
        throw new ApiError(400, ErrorCode.MALFORMED_BODY, 'Send exactly one file in the field "file"');
      }
      const [id] = await storeUploads(db, uploads, files, 'proof', now(), request);
      reply.code(201);
      return { data: { id } };
    },
  }),
];

export default fileUpload;
