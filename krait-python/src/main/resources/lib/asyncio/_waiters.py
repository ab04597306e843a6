# The one way a task blocks on an asyncio primitive (locks.py, queues.py): it parks on a fresh
# Future appended to the primitive's FIFO list, and whoever frees the resource resolves the
# oldest pending one. Waking never runs the woken task at once; it resumes on a later turn of the
# loop, so between its wake-up and its resumption it may be cancelled. That is the case every
# primitive must handle to stay fair: a wake-up granted to a task that then dies is passed on.
from asyncio import CancelledError, Future


async def park(waiters, on_cancel=None):
    """Waits at the back of `waiters` until resolved; returns the future's result.

    If the task is cancelled meanwhile, on_cancel(woken) runs before CancelledError goes on, with
    woken true when a wake-up had already been granted to this task (the caller passes it on).
    The future leaves the list either way (a waker may also have taken it out already)."""
    ticket = Future()
    waiters.append(ticket)
    try:
        value = await ticket
    except BaseException as exc:
        leave(waiters, ticket)
        ticket.cancel()  # no later wake-up may be granted to it; a granted one stays visible
        if on_cancel is not None and isinstance(exc, CancelledError):
            on_cancel(not ticket.cancelled())
        raise
    leave(waiters, ticket)
    return value


def leave(waiters, ticket):
    try:
        waiters.remove(ticket)
    except ValueError:
        pass  # a waker took it out already
