# The waiting functions of asyncio that are coroutines themselves: sleep, wait_for, wait and
# as_completed. Task, gather, shield, create_task and ensure_future are in the VM (vm/AsyncCore),
# which drives the tasks. Each function here waits on a private future resolved by callbacks
# (a timer, the awaited futures' completion), never on the awaited futures directly, so that
# cancelling the waiter does not cancel what it waits for. The loop turns each step takes are
# CPython's: tasks interleave as they do there.
from asyncio import (CancelledError, Future, _sleep, ensure_future, get_running_loop, iscoroutine,
                     isfuture)

__all__ = ('sleep', 'wait_for', 'wait', 'as_completed', 'FIRST_COMPLETED', 'FIRST_EXCEPTION',
           'ALL_COMPLETED')

# when wait() returns (each constant is its own name)
_WAIT_MODES = FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED = (
    'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED')


async def sleep(delay, result=None):
    """Suspends the calling task for `delay` seconds (0: just lets the other tasks run)."""
    return await _sleep(delay, result)


async def _await_it(awaitable):
    # turns any awaitable into a coroutine, so that a Task can run it (used by ensure_future)
    return await awaitable


def _resolver(fut):
    # a callback (for timers and done callbacks, whatever it is passed) that resolves fut once
    def resolve(*_):
        if not fut.done():
            fut.set_result(None)
    return resolve


async def _cancel_and_wait(task):
    # cancels task and returns once it has finished, without ever cancelling it a second time
    finished = Future()
    resolve = _resolver(finished)
    task.add_done_callback(resolve)
    try:
        task.cancel()
        await finished
    finally:
        task.remove_done_callback(resolve)


async def wait_for(aw, timeout):
    """The result of aw, or TimeoutError once timeout seconds pass (aw is then cancelled)."""
    if timeout is None:
        return await aw
    inner = ensure_future(aw)
    if timeout > 0:
        # even a future done already is collected on the next turn of the loop, as in CPython
        alarm = Future()
        resolve = _resolver(alarm)
        timer = get_running_loop().call_later(timeout, resolve)
        inner.add_done_callback(resolve)
        try:
            await alarm
        except CancelledError:
            # we were cancelled ourselves: an inner result that made it in time still counts
            if inner.done():
                return inner.result()
            inner.remove_done_callback(resolve)
            await _cancel_and_wait(inner)
            raise
        finally:
            timer.cancel()
        if inner.done():
            return inner.result()
        inner.remove_done_callback(resolve)
    elif inner.done():
        return inner.result()
    # out of time: cancel aw; if it swallows the cancellation its result is still ours
    await _cancel_and_wait(inner)
    try:
        return inner.result()
    except CancelledError as exc:
        raise TimeoutError() from exc


def _reject_single(fs, what):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect {what} of futures, not {type(fs).__name__}")


def _distinct(items):
    # the items once each, in their first order (CPython makes a set, whose order is arbitrary)
    return list(dict.fromkeys(items))


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Waits for the futures and tasks in fs; returns the sets (done, pending).

    return_when: FIRST_COMPLETED, FIRST_EXCEPTION or ALL_COMPLETED; timeout: seconds or None."""
    _reject_single(fs, 'a list')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in _WAIT_MODES:
        raise ValueError(f'Invalid return_when value: {return_when}')
    fs = _distinct(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    fs = [ensure_future(f) for f in fs]
    enough = Future()
    outstanding = len(fs)

    def one_done(f):
        nonlocal outstanding
        outstanding -= 1
        failed = return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None
        if (outstanding == 0 or return_when == FIRST_COMPLETED or failed) and not enough.done():
            enough.set_result(None)

    for f in fs:
        f.add_done_callback(one_done)
    timer = None if timeout is None else get_running_loop().call_later(timeout, _resolver(enough))
    try:
        await enough
    finally:
        if timer is not None:
            timer.cancel()
        for f in fs:
            f.remove_done_callback(one_done)
    done = {f for f in fs if f.done()}
    return done, {f for f in fs if f not in done}


def as_completed(fs, *, timeout=None):
    """Yields one awaitable per future of fs; awaiting the n-th gives the outcome of the n-th
    future to finish (TimeoutError for those left when timeout seconds have passed)."""
    from asyncio.queues import Queue
    _reject_single(fs, 'an iterable')
    arrivals = Queue()  # finished futures in finishing order; None stands for "timed out"
    pending = [ensure_future(f) for f in _distinct(fs)]
    unfinished = set(pending)
    timer = None

    def arrived(f):
        if f in unfinished:
            unfinished.remove(f)
            arrivals.put_nowait(f)
            if not unfinished and timer is not None:
                timer.cancel()

    def out_of_time():
        for f in pending:
            if f in unfinished:
                f.remove_done_callback(arrived)
                arrivals.put_nowait(None)
        unfinished.clear()

    async def next_outcome():
        f = await arrivals.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in pending:
        f.add_done_callback(arrived)
    if unfinished and timeout is not None:
        timer = get_running_loop().call_later(timeout, out_of_time)
    for _ in range(len(unfinished)):
        yield next_outcome()
