import type { AnswerMaker } from '../../engine/contract';
import { giftGroupsOf } from './gifts';

/** The first gift the server offers for the claim's product (none offered: no answer, a dead end). */
const giftChoiceAnswers: AnswerMaker = ({ data }) => ({
  answers: giftGroupsOf(data)
    .flatMap((group) => group.gifts)
    .slice(0, 1)
    .map((gift) => ({ label: gift.gift_reference, value: gift.gift_reference })),
});

export default giftChoiceAnswers;
