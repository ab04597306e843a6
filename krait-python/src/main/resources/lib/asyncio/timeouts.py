# asyncio.timeout(delay) and asyncio.timeout_at(when): an async context manager that cancels the
# task running its body once the deadline passes, and turns that cancellation (and only that one,
# told apart from other cancellations by Task.uncancel's count) into TimeoutError on exit.
# The deadline is in the loop's clock (loop.time()) and can be moved while the body runs.
from asyncio import CancelledError, current_task, get_running_loop

__all__ = ('Timeout', 'timeout', 'timeout_at')

# the life of a Timeout: created -> active -> (expiring -> expired | finished)
_CREATED, _ACTIVE, _EXPIRING, _EXPIRED, _FINISHED = 'created', 'active', 'expiring', 'expired', 'finished'


class Timeout:
    """The context manager made by timeout() and timeout_at() (a deadline of None never fires)."""

    def __init__(self, when):
        self._when = when
        self._state = _CREATED
        self._task = None
        self._timer = None

    def __repr__(self):
        if self._state != _ACTIVE:
            return f'<Timeout [{self._state}]>'
        when = None if self._when is None else round(self._when, 3)
        return f'<Timeout [{self._state}] when={when}>'

    def when(self):
        return self._when

    def expired(self):
        return self._state in (_EXPIRING, _EXPIRED)

    def reschedule(self, when):
        """Moves the deadline (None: no deadline) of a timeout whose body is running."""
        if self._state == _CREATED:
            raise RuntimeError('Timeout has not been entered')
        if self._state != _ACTIVE:
            raise RuntimeError(f'Cannot change state of {self._state} Timeout')
        self._when = when
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if when is not None:
            loop = get_running_loop()
            if when > loop.time():
                self._timer = loop.call_at(when, self._fire)
            else:
                self._timer = loop.call_soon(self._fire)

    def _fire(self):
        self._timer = None
        self._state = _EXPIRING
        self._task.cancel()

    async def __aenter__(self):
        if self._state != _CREATED:
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._task = task
        self._state = _ACTIVE
        self._cancels_before = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc, tb):
        assert self._state in (_ACTIVE, _EXPIRING)
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._state == _ACTIVE:
            self._state = _FINISHED
            return None
        self._state = _EXPIRED
        # our cancel() is withdrawn; only when no other cancellation is pending does it become
        # a TimeoutError (an outer cancel of the task keeps propagating as CancelledError)
        if self._task.uncancel() <= self._cancels_before and exc_type is CancelledError:
            raise TimeoutError from exc
        return None


def timeout(delay):
    """A Timeout firing `delay` seconds from now (None: never)."""
    now = get_running_loop().time()  # outside a running loop this is a RuntimeError, even for None
    return Timeout(None if delay is None else now + delay)


def timeout_at(when):
    """A Timeout firing at loop time `when` (None: never)."""
    return Timeout(when)
