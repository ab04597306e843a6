# asyncio's queues: FIFO Queue, LifoQueue and PriorityQueue, for handing items between tasks of
# one loop. get() waits while the queue is empty and put() while it is full (maxsize > 0); each
# blocked task parks through _waiters.park and is woken, oldest first, when an item or a free
# slot appears. The storage is behind three hooks (_init, _put, _get) that the LIFO and priority
# variants, and user subclasses, replace; put/get always go through put_nowait/get_nowait.
import heapq
from collections import deque
from types import GenericAlias

from asyncio._waiters import park

__all__ = ('Queue', 'PriorityQueue', 'LifoQueue', 'QueueFull', 'QueueEmpty')


class QueueEmpty(Exception):
    """get_nowait() found no item."""


class QueueFull(Exception):
    """put_nowait() found no free slot."""


def _wake_next(waiters):
    # the oldest waiter still pending gets the news; futures already done are dropped on the way
    while waiters:
        w = waiters.popleft()
        if not w.done():
            w.set_result(None)
            return


class Queue:
    """A FIFO queue of items between tasks; maxsize <= 0 means unbounded."""

    __class_getitem__ = classmethod(GenericAlias)

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = deque()
        self._putters = deque()
        self._joiners = []
        self._unfinished_tasks = 0
        self._init(maxsize)

    # -- storage hooks
    def _get(self):
        return self._queue.popleft()

    def _init(self, maxsize):
        self._queue = deque()

    def _put(self, item):
        self._queue.append(item)

    # -- description
    def _format(self):
        parts = [f'maxsize={self._maxsize!r}']
        if getattr(self, '_queue', None):
            parts.append(f'_queue={list(self._queue)!r}')
        for label, waiters in (('_getters', self._getters), ('_putters', self._putters)):
            if waiters:
                parts.append(f'{label}[{len(waiters)}]')
        if self._unfinished_tasks:
            parts.append(f'tasks={self._unfinished_tasks}')
        return ' '.join(parts)

    def __repr__(self):
        return self._describe(f' at {id(self):#x}')

    def __str__(self):
        return self._describe('')

    def _describe(self, where):
        return f'<{type(self).__name__}{where} {self._format()}>'

    # -- state
    @property
    def maxsize(self):
        return self._maxsize

    def qsize(self):
        return len(self._queue)

    def empty(self):
        return not self._queue

    def full(self):
        return 0 < self._maxsize <= self.qsize()

    # -- adding
    async def put(self, item):
        while self.full():
            await park(self._putters, self._putter_gave_up)
        return self.put_nowait(item)

    def _putter_gave_up(self, woken):
        # a putter woken for a free slot was cancelled: the slot goes to the next putter
        if woken and not self.full():
            _wake_next(self._putters)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull()
        self._put(item)
        self._unfinished_tasks += 1
        if self._getters:
            _wake_next(self._getters)

    # -- taking
    async def get(self):
        while self.empty():
            await park(self._getters, self._getter_gave_up)
        return self.get_nowait()

    def _getter_gave_up(self, woken):
        if woken and not self.empty():
            _wake_next(self._getters)

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty()
        item = self._get()
        if self._putters:
            _wake_next(self._putters)
        return item

    # -- accounting of processed items
    def task_done(self):
        if not self._unfinished_tasks:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if not self._unfinished_tasks:
            for w in self._joiners:
                if not w.done():
                    w.set_result(None)

    async def join(self):
        if self._unfinished_tasks > 0:
            await park(self._joiners)


class PriorityQueue(Queue):
    """Items come out smallest first (a binary heap; entries are often (priority, data))."""

    def _get(self):
        return heapq.heappop(self._queue)

    def _put(self, item):
        heapq.heappush(self._queue, item)

    def _init(self, maxsize):
        self._queue = []


class LifoQueue(Queue):
    """Items come out newest first."""

    def _get(self):
        return self._queue.pop()

    def _put(self, item):
        self._queue.append(item)

    def _init(self, maxsize):
        self._queue = []
