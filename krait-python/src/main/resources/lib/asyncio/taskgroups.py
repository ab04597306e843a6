# asyncio.TaskGroup: structured concurrency. Tasks made with create_task belong to the group;
# leaving `async with` waits for all of them. The first task to fail (with anything but
# CancelledError) makes the group cancel the others and the task that runs the `async with`
# body; when everything has stopped, the failures come out together as one ExceptionGroup.
# The group's own cancel() of its parent task is withdrawn again (Task.uncancel) on exit, so
# only a cancellation requested by someone else keeps propagating.
from asyncio import CancelledError, current_task, get_running_loop

__all__ = ('TaskGroup',)


def _fatal(exc):
    # failures that are not gathered into the group but re-raised as they are
    return isinstance(exc, (SystemExit, KeyboardInterrupt))


class TaskGroup:
    """An async context manager owning the tasks it creates."""

    def __init__(self):
        self._loop = None
        self._parent_task = None
        self._entered = self._exiting = self._aborting = False
        self._cancelled_parent = False  # the group itself called cancel() on the parent task
        self._tasks = {}  # the unfinished member tasks, in creation order
        self._errors = []
        self._base_error = None  # the first SystemExit/KeyboardInterrupt seen
        self._all_done = None  # resolved when the last member finishes during __aexit__

    def __repr__(self):
        counts = [f'{label}={len(items)}' for label, items in (('tasks', self._tasks), ('errors', self._errors))
                  if items]
        phase = ['cancelling'] if self._aborting else ['entered'] if self._entered else []
        return ' '.join(['<TaskGroup', *counts, *phase]) + '>'

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has already been entered')
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task()
        if self._parent_task is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        self._entered = True
        return self

    def create_task(self, coro, *, name=None, context=None):
        """Starts coro as a task of this group (like asyncio.create_task) and returns it."""
        if not self._entered:
            problem = 'has not been entered'
        elif self._exiting and not self._tasks:
            problem = 'is finished'
        elif self._aborting:
            problem = 'is shutting down'
        else:
            problem = None
        if problem is not None:
            raise RuntimeError(f'TaskGroup {self!r} {problem}')
        task = self._loop.create_task(coro)
        if name is not None:
            task.set_name(name)
        self._tasks[task] = None
        task.add_done_callback(self._member_done)
        return task

    def _abort(self):
        self._aborting = True
        for task in self._tasks:
            if not task.done():
                task.cancel()

    def _member_done(self, task):
        self._tasks.pop(task, None)
        if not self._tasks and self._all_done is not None and not self._all_done.done():
            self._all_done.set_result(True)
        exc = None if task.cancelled() else task.exception()
        if exc is not None:
            self._member_failed(exc)

    def _member_failed(self, exc):
        self._errors.append(exc)
        if self._base_error is None and _fatal(exc):
            self._base_error = exc
        if self._parent_task.done():
            return  # CPython only logs this: the parent has nobody left to tell
        if not self._aborting and not self._cancelled_parent:
            # first failure: stop the siblings and interrupt the body of `async with`
            self._abort()
            self._cancelled_parent = True
            self._parent_task.cancel()

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and self._base_error is None and _fatal(exc):
            self._base_error = exc
        # a CancelledError leaving the body propagates, unless it was our own cancel()
        cancellation = exc if et is CancelledError else None
        if self._cancelled_parent and self._parent_task.uncancel() == 0:
            cancellation = None
        if et is not None and not self._aborting:
            self._abort()
        while self._tasks:
            self._all_done = self._loop.create_future()
            try:
                await self._all_done
            except CancelledError as again:
                # cancelled while waiting for the members: cancel them, and propagate it later
                if not self._aborting:
                    cancellation = again
                    self._abort()
            self._all_done = None
        if self._base_error is not None:
            raise self._base_error
        if cancellation is not None and not self._errors:
            raise cancellation
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors, self._errors = self._errors, None
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', errors) from None
