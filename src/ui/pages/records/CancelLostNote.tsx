import { observer } from 'mobx-react-lite';
import type { DealCancelling } from './deal-cancelling';
import { CANCEL_FLOW_TEXT } from './records-texts';

/** A 撤单 whose answer was lost: what is known, and the one safe way on. */
export const CancelLostNote = observer(function CancelLostNote({ cancelling }: { cancelling: DealCancelling }) {
  const { lost, busy } = cancelling;
  if (!lost) return null;
  const notReceived = lost.kind === 'notReceived';
  return (
    <div className="buy__lost" role="alert" data-testid="cancel-lost">
      <strong>{lost.deal.prdName}</strong>
      <p>{lost.message}</p>
      <button type="button" className="button" disabled={busy !== null} onClick={() => void (notReceived ? cancelling.sendAgain() : cancelling.askAgain())}>
        {busy ? CANCEL_FLOW_TEXT.cancelling : notReceived ? CANCEL_FLOW_TEXT.sendAgain : CANCEL_FLOW_TEXT.askAgain}
      </button>
    </div>
  );
});
