# asyncio's synchronisation primitives for tasks of one loop: Lock, Event, Condition, Semaphore
# and BoundedSemaphore. Blocked tasks queue up through _waiters.park (first come, first served);
# releasing resolves the oldest waiter's future. The wake-up order and the number of loop turns
# each step takes are CPython's, so programs interleave their tasks exactly as they do there.
from asyncio import CancelledError
from asyncio._waiters import park

__all__ = ('Lock', 'Event', 'Condition', 'Semaphore', 'BoundedSemaphore')


def _describe(prim, state):
    # object.__repr__ gives "<module.Class object at 0x...>"; the state goes before the ">"
    return f'{object.__repr__(prim)[:-1]} [{state}]>'


def _with_waiters(state, waiters):
    return f'{state}, waiters:{len(waiters)}' if waiters else state


class _AsyncWithAcquire:
    # `async with primitive:` acquires on the way in and releases on the way out (binding None)

    async def __aenter__(self):
        await self.acquire()

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_AsyncWithAcquire):
    """A mutual-exclusion lock: one task at a time holds it, the others wait in arrival order."""

    def __init__(self):
        self._locked = False
        self._waiters = []

    def __repr__(self):
        return _describe(self, _with_waiters('locked' if self._locked else 'unlocked', self._waiters))

    def locked(self):
        return self._locked

    async def acquire(self):
        # a free lock is taken at once unless live tasks are already queued for it
        if self._locked or self._waiters and not all(w.cancelled() for w in self._waiters):
            await park(self._waiters, self._given_up)
        self._locked = True
        return True

    def _given_up(self, woken):
        # a task woken for the lock died before taking it: the next one gets the chance
        if not self._locked:
            self._wake_head()

    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False
        self._wake_head()

    def _wake_head(self):
        # only the longest waiter is eligible; if it was woken already, it takes the lock itself
        if self._waiters and not self._waiters[0].done():
            self._waiters[0].set_result(True)


class Event:
    """A flag tasks can wait for: set() wakes every waiter; wait() returns at once while set."""

    def __init__(self):
        self._value = False
        self._waiters = []

    def __repr__(self):
        return _describe(self, _with_waiters('set' if self._value else 'unset', self._waiters))

    def is_set(self):
        return self._value

    def set(self):
        if self._value:
            return
        self._value = True
        for w in self._waiters:
            if not w.done():
                w.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if not self._value:
            await park(self._waiters)
        return True


class Condition(_AsyncWithAcquire):
    """Tasks wait (releasing the lock) until another task holding the lock notifies them."""

    def __init__(self, lock=None):
        self._lock = Lock() if lock is None else lock
        self.locked = self._lock.locked
        self.acquire = self._lock.acquire
        self.release = self._lock.release
        self._waiters = []

    def __repr__(self):
        return _describe(self, _with_waiters('locked' if self.locked() else 'unlocked', self._waiters))

    def _require_lock(self, action):
        if not self.locked():
            raise RuntimeError(f'cannot {action} on un-acquired lock')

    async def wait(self):
        self._require_lock('wait')
        self.release()
        try:
            await park(self._waiters)
            return True
        finally:
            # whatever happened, the caller gets the lock back before wait() ends; a cancellation
            # arriving meanwhile is held back until then, and raised afterwards
            interrupted = False
            while True:
                try:
                    await self.acquire()
                except CancelledError:
                    interrupted = True
                else:
                    break
            if interrupted:
                raise CancelledError

    async def wait_for(self, predicate):
        while True:
            outcome = predicate()
            if outcome:
                return outcome
            await self.wait()

    def notify(self, n=1):
        self._require_lock('notify')
        woken = 0
        for w in self._waiters:
            if woken >= n:
                break
            if not w.done():
                w.set_result(False)
                woken += 1

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_AsyncWithAcquire):
    """A counter of free permits: acquire() takes one (waiting while none is free), release()
    returns one. A released permit goes straight to the longest waiter, so latecomers cannot
    overtake the queue."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._value = value
        self._waiters = []

    def __repr__(self):
        state = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        return _describe(self, _with_waiters(state, self._waiters))

    def locked(self):
        return self._value == 0 or bool(self._waiters) and not all(w.cancelled() for w in self._waiters)

    async def acquire(self):
        if self.locked():
            await park(self._waiters, self._given_up)
            # our permit was reserved when we were woken; more may have been freed since
            if self._value > 0:
                self._hand_on()
        else:
            self._value -= 1
        return True

    def _given_up(self, woken):
        if woken:
            self._value += 1
            self._hand_on()

    def release(self):
        self._value += 1
        self._hand_on()

    def _hand_on(self):
        # reserves a permit for the first waiter not woken yet
        for w in self._waiters:
            if not w.done():
                self._value -= 1
                w.set_result(True)
                return


class BoundedSemaphore(Semaphore):
    """A Semaphore that refuses to hold more permits than it started with."""

    def __init__(self, value=1):
        super().__init__(value)
        self._ceiling = value

    def release(self):
        if self._value < self._ceiling:
            return super().release()
        raise ValueError('BoundedSemaphore released too many times')
