/*
 * The core of asyncio, implemented next to the VM because it drives tasks: Future, Task,
 * CancelledError, run (suspending the cell's main task in place when called from its plain
 * frames), sleep, gather, create_task, ensure_future, wait_for, loops. The module object is
 * assembled by stdlib.AsyncioModule; later additions (Queue, Lock, Event, Semaphore,
 * TaskGroup...) can be written in Python on top of Future via {@link #definePython}.
 */
package dev.krait.python.vm;

import dev.krait.python.ExecutionOptions;
import dev.krait.python.compiler.CodeObject;
import dev.krait.python.compiler.Compiler;
import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.parser.Parser;

/** asyncio's core, shared by AsyncioModule. */
public final class AsyncCore {
  private AsyncCore() {}

  /** asyncio.CancelledError: a BaseException, as in Python 3.8+. */
  public static final PyType CANCELLED_ERROR = PyType.builtin("CancelledError", ExceptionTypes.BASE_EXCEPTION,
      PyType::markBaseType);
  /** asyncio.InvalidStateError. */
  public static final PyType INVALID_STATE_ERROR = PyType.builtin("InvalidStateError", ExceptionTypes.EXCEPTION,
      PyType::markBaseType);

  private static final String PY_HELPERS = String.join("\n",
      "async def _wrap_awaitable(aw):",
      "    return await aw",
      "");
  private static volatile CodeObject helpersCode;

  /**
   * Synchronisation primitives, queues, wait/as_completed/wait_for/shield/timeout/TaskGroup,
   * written in Python over Future, ported from CPython 3.11's asyncio.
   */
  private static final String PY_PRIMITIVES = """

async def sleep(delay, result=None):
    \"""Coroutine that completes after a given time (in seconds).\"""
    return await _sleep(delay, result)

FIRST_COMPLETED = 'FIRST_COMPLETED'

async def to_thread(func, /, *args, **kwargs):
    # Krait has no threads: the function runs in the awaiting task (same result, no parallelism).
    return func(*args, **kwargs)
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

class QueueEmpty(Exception):
    pass

class QueueFull(Exception):
    pass

class Event:
    def __init__(self):
        self._waiters = []
        self._value = False
    def __repr__(self):
        return f"<asyncio.locks.Event object [{'set' if self._value else 'unset'}]>"
    def is_set(self):
        return self._value
    def set(self):
        if not self._value:
            self._value = True
            for f in self._waiters:
                if not f.done():
                    f.set_result(True)
    def clear(self):
        self._value = False
    async def wait(self):
        if self._value:
            return True
        f = Future()
        self._waiters.append(f)
        try:
            await f
            return True
        finally:
            self._waiters.remove(f)

class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None
    async def __aexit__(self, exc_type, exc, tb):
        self.release()

class Lock(_ContextManagerMixin):
    def __init__(self):
        self._waiters = None
        self._locked = False
    def __repr__(self):
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<asyncio.locks.Lock object [{extra}]>'
    def locked(self):
        return self._locked
    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = []
        fut = Future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True
    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError('Lock is not acquired.')
    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)

class Condition(_ContextManagerMixin):
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = []
    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = Future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            err = None
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError as e:
                    err = e
            if err is not None:
                raise err
    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result
    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)
    def notify_all(self):
        self.notify(len(self._waiters))

class Semaphore(_ContextManagerMixin):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = None
        self._value = value
    def __repr__(self):
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<asyncio.locks.{type(self).__name__} object [{extra}]>'
    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))
    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = []
        fut = Future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True
    def release(self):
        self._value += 1
        self._wake_up_next()
    def _wake_up_next(self):
        if not self._waiters:
            return
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return

class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)
    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()

class Queue:
    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = []
        self._putters = []
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)
    def _init(self, maxsize):
        from collections import deque
        self._queue = deque()
    def _get(self):
        return self._queue.popleft()
    def _put(self, item):
        self._queue.append(item)
    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                break
    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} maxsize={self._maxsize!r}>'
    def __str__(self):
        return f'<{type(self).__name__} maxsize={self._maxsize!r}>'
    def qsize(self):
        return len(self._queue)
    @property
    def maxsize(self):
        return self._maxsize
    def empty(self):
        return not self._queue
    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize
    async def put(self, item):
        while self.full():
            putter = Future()
            self._putters.append(putter)
            try:
                await putter
            except:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)
    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)
    async def get(self):
        while self.empty():
            getter = Future()
            self._getters.append(getter)
            try:
                await getter
            except:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()
    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item
    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()
    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()

class LifoQueue(Queue):
    def _init(self, maxsize):
        self._queue = []
    def _get(self):
        return self._queue.pop()

class PriorityQueue(Queue):
    def _init(self, maxsize):
        self._queue = []
    def _put(self, item):
        import heapq
        heapq.heappush(self._queue, item)
    def _get(self):
        import heapq
        return heapq.heappop(self._queue)

async def wait_for(fut, timeout):
    if timeout is None:
        return await fut
    fut = ensure_future(fut)
    if timeout <= 0:
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = Future()
    loop = get_running_loop()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            else:
                fut.remove_done_callback(cb)
                await _cancel_and_wait(fut)
                raise
        if fut.done():
            return fut.result()
        else:
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            try:
                return fut.result()
            except CancelledError as exc:
                raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()

def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)

async def _cancel_and_wait(fut):
    waiter = Future()
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)

async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    fs = _unique(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    fs = [ensure_future(f) for f in fs]
    waiter = Future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = get_running_loop().call_later(timeout, _release_waiter, waiter)
    counter = len(fs)
    def _on_completion(f):
        nonlocal counter
        counter -= 1
        if (counter <= 0 or return_when == FIRST_COMPLETED or
                return_when == FIRST_EXCEPTION and (not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)
    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending

def _unique(fs):
    seen = set()
    out = []
    for f in fs:
        if f not in seen:
            seen.add(f)
            out.append(f)
    return out

def as_completed(fs, *, timeout=None):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    done = Queue()
    todo_list = [ensure_future(f) for f in _unique(fs)]
    todo = set(todo_list)
    timeout_handle = None
    def _on_timeout():
        for f in todo_list:
            if f in todo:
                f.remove_done_callback(_on_completion)
                done.put_nowait(None)
        todo.clear()
    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()
    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()
    for f in todo_list:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = get_running_loop().call_later(timeout, _on_timeout)
    for _ in range(len(todo)):
        yield _wait_for_one()

def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    outer = Future()
    def _inner_done_callback(inner):
        if outer.cancelled():
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())
    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)
    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer

class Timeout:
    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._when = when
    def when(self):
        return self._when
    def reschedule(self, when):
        if self._state != 'entered':
            raise RuntimeError(f"Cannot change state of {self._state} Timeout")
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)
    def expired(self):
        return self._state in ('expiring', 'expired')
    def __repr__(self):
        info = ['']
        if self._state == 'entered':
            when = round(self._when, 3) if self._when is not None else None
            info.append(f"when={when}")
        info_str = ' '.join(info)
        return f"<Timeout [{self._state}]{info_str}>"
    async def __aenter__(self):
        self._state = 'entered'
        self._task = current_task()
        if self._task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self.reschedule(self._when)
        return self
    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= 0 and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == 'entered':
            self._state = 'exited'
        return None
    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None

def timeout(delay):
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)

def timeout_at(when):
    return Timeout(when)

class TaskGroup:
    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = {}
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None
    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append(f'tasks={len(self._tasks)}')
        if self._errors:
            info.append(f'errors={len(self._errors)}')
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        info_str = ' '.join(info)
        return f'<TaskGroup{info_str}>'
    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has been already entered")
        self._entered = True
        self._loop = get_running_loop()
        self._parent_task = current_task()
        if self._parent_task is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        return self
    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        propagate_cancellation_error = exc if et is CancelledError else None
        if self._parent_cancel_requested:
            if self._parent_task.uncancel() == 0:
                propagate_cancellation_error = None
        if et is not None:
            if not self._aborting:
                self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            if all(isinstance(e, Exception) for e in errors):
                me = ExceptionGroup('unhandled errors in a TaskGroup', errors)
            else:
                me = BaseExceptionGroup('unhandled errors in a TaskGroup', errors)
            raise me from None
    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has not been entered")
        if self._exiting and not self._tasks:
            raise RuntimeError(f"TaskGroup {self!r} is finished")
        task = self._loop.create_task(coro)
        if name is not None:
            task.set_name(name)
        if task.done():
            self._on_task_done(task)
        else:
            self._tasks[task] = None
            task.add_done_callback(self._on_task_done)
        return task
    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))
    def _abort(self):
        self._aborting = True
        for t in list(self._tasks):
            if not t.done():
                t.cancel()
    def _on_task_done(self, task):
        self._tasks.pop(task, None)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()
""";
  private static volatile CodeObject primitivesCode;

  /** A fresh asyncio module for the running execution. */
  public static PyModule createModule() {
    Vm vm = Vm.current();
    PyModule m = new PyModule("asyncio");
    m.put("CancelledError", CANCELLED_ERROR);
    m.put("InvalidStateError", INVALID_STATE_ERROR);
    m.put("TimeoutError", ExceptionTypes.TIMEOUT_ERROR);
    m.put("Future", PyFuture.TYPE);
    m.put("Task", PyTask.TYPE);
    m.put("run", new InPlaceAwait());
    // the awaitable primitive; asyncio.sleep itself is a coroutine function (PY_PRIMITIVES), as in CPython
    m.def("_sleep", (a, k) -> {
      PyObject[] p = Args.bind("sleep", a, k, 0, new String[] {"delay", "result"}, 1);
      return sleep(vm, p[0], p[1] == null ? PyNone.NONE : p[1]);
    });
    m.def("create_task", (a, k) -> {
      PyObject[] p = Args.bind("create_task", a, k, 0, new String[] {"coro", "name", "context"}, 1);
      return createTask(vm, p[0], p[1]);
    });
    m.def("ensure_future", (a, k) -> {
      PyObject[] p = Args.bind("ensure_future", a, k, 0, new String[] {"coro_or_future", "loop"}, 1);
      return ensureFuture(vm, p[0]);
    });
    m.def("gather", (a, k) -> gather(vm, a, k));
    m.def("iscoroutine", (a, k) -> {
      Args.exact("iscoroutine", a, k, 1);
      return PyBool.of(a[0] instanceof PyGenerator g && g.kind == PyGenerator.COROUTINE
          || a[0] instanceof Awaiting.Sleep0);
    });
    m.def("iscoroutinefunction", (a, k) -> {
      Args.exact("iscoroutinefunction", a, k, 1);
      return PyBool.of(a[0] instanceof PyFunction f && (f.code.flags & CodeObject.COROUTINE) != 0);
    });
    m.def("isfuture", (a, k) -> {
      Args.exact("isfuture", a, k, 1);
      return PyBool.of(a[0] instanceof PyFuture);
    });
    m.def("all_tasks", (a, k) -> {
      Args.range("all_tasks", a, k, 0, 1);
      dev.krait.python.objects.PySet s = new dev.krait.python.objects.PySet();
      if (vm.loop.runningTask() == null) {
        throw Errors.runtimeError("no running event loop");
      }
      for (PyTask t : vm.loop.tasks) {
        if (!t.isDone() && t != vm.loop.hiddenTask) {
          s.add(t);
        }
      }
      return s;
    });
    m.def("get_event_loop", (a, k) -> vm.loop.loopObject());
    m.def("get_running_loop", (a, k) -> {
      if (vm.loop.runningTask() == null) {
        throw Errors.runtimeError("no running event loop");
      }
      return vm.loop.loopObject();
    });
    m.def("new_event_loop", (a, k) -> new LoopObject(vm)); // a view of the one loop, closed on its own
    // one loop per execution: setting it is accepted and changes nothing
    m.def("set_event_loop", (a, k) -> {
      Args.exact("set_event_loop", a, k, 1);
      return PyNone.NONE;
    });
    m.def("current_task", (a, k) -> {
      if (vm.loop.runningTask() == null) {
        throw Errors.runtimeError("no running event loop");
      }
      return vm.loop.currentTask;
    });
    vm.meter.runUncharged(() -> {
      CodeObject prims = primitivesCode;
      if (prims == null) {
        prims = Compiler.compileModule(Parser.parseModule(PY_PRIMITIVES, "<asyncio>"), "<asyncio>",
            PY_PRIMITIVES, false);
        primitivesCode = prims;
      }
      vm.runNested(new Frame(prims, m.instanceDict(), vm.builtins, m.instanceDict()));
    });
    return m;
  }

  /**
   * Runs Python source in the asyncio module's namespace (for parts of asyncio written in
   * Python on top of Future, e.g. Queue or Lock).
   */
  public static void definePython(PyModule module, String source) {
    Vm vm = Vm.current();
    // compiled once per source text: library start-up is not the cell's work, so it runs uncharged
    CodeObject code = DEFINED_CODE.computeIfAbsent(source, s ->
        Compiler.compileModule(Parser.parseModule(s, "<" + module.name() + ">"), "<" + module.name() + ">", s, false));
    vm.meter.runUncharged(() ->
        vm.runNested(new Frame(code, module.instanceDict(), vm.builtins, module.instanceDict())));
  }

  private static final java.util.concurrent.ConcurrentHashMap<String, CodeObject> DEFINED_CODE =
      new java.util.concurrent.ConcurrentHashMap<>();

  static PyObject sleep(Vm vm, PyObject delayObj, PyObject result) {
    double delay;
    if (delayObj instanceof PyInt i) {
      delay = i.fitsLong() ? i.longValue() : Double.MAX_VALUE;
    } else if (delayObj instanceof PyFloat fl) {
      delay = fl.value();
    } else {
      throw Errors.typeError("'<=' not supported between instances of '" + delayObj.type().name() + "' and 'int'");
    }
    if (!(delay > 0)) {
      return new Awaiting.Sleep0(result);
    }
    PyFuture fut = new PyFuture(vm.loop);
    long nanos = delay > 1e9 ? Long.MAX_VALUE / 4 : (long) (delay * 1e9);
    EventLoop.Timer timer = vm.loop.callAt(System.nanoTime() + nanos, () -> {
      if (!fut.isDone()) {
        fut.setResult(result);
      }
    });
    fut.onDone(f -> timer.cancelled = true);
    return fut;
  }

  static PyTask createTask(Vm vm, PyObject coro, PyObject name) {
    if (vm.loop.runningTask() == null) {
      throw Errors.runtimeError("no running event loop");
    }
    return newTask(vm, coro, name);
  }

  static PyTask newTask(Vm vm, PyObject coro, PyObject name) {
    if (!(coro instanceof PyGenerator g) || g.kind != PyGenerator.COROUTINE) {
      throw Errors.typeError("a coroutine was expected, got " + Ops.repr(coro));
    }
    String auto = vm.loop.nextTaskName(); // CPython 3.11 spends a number on named tasks too
    String n = name == null || name == PyNone.NONE ? auto : Ops.str(name);
    vm.meter.allocate(128);
    PyTask t = new PyTask(vm.loop, g, n);
    t.schedule();
    return t;
  }

  static PyFuture ensureFuture(Vm vm, PyObject aw) {
    if (aw instanceof PyFuture f) {
      return f;
    }
    if (aw instanceof PyGenerator g && g.kind == PyGenerator.COROUTINE) {
      return newTask(vm, aw, null);
    }
    if (aw instanceof Awaiting.Sleep0 || aw instanceof PyGenerator.AsyncGenStep
        || aw.type().lookup("__await__") != null) {
      return newTask(vm, Ops.call(wrapFunction(vm), aw), null);
    }
    throw Errors.typeError("An asyncio.Future, a coroutine or an awaitable is required");
  }

  private static PyObject wrapFunction(Vm vm) {
    PyObject f = vm.asyncHelpers == null ? null : vm.asyncHelpers.getItemOrNull(PyStr.of("_wrap_awaitable"));
    if (f != null) {
      return f;
    }
    CodeObject code = helpersCode;
    if (code == null) {
      code = Compiler.compileModule(Parser.parseModule(PY_HELPERS, "<asyncio>"), "<asyncio>", PY_HELPERS, false);
      helpersCode = code;
    }
    PyDict g = new PyDict();
    g.setItem(PyStr.of("__name__"), PyStr.of("asyncio"));
    CodeObject helpers = code;
    vm.meter.runUncharged(() -> vm.runNested(new Frame(helpers, g, vm.builtins, g)));
    vm.asyncHelpers = g;
    return g.getItemOrNull(PyStr.of("_wrap_awaitable"));
  }

  static PyObject gather(Vm vm, PyObject[] a, String[] k) {
    int nkw = Args.kwCount(k);
    boolean returnExceptions = false;
    for (int i = 0; i < nkw; i++) {
      if (k[i].equals("return_exceptions")) {
        returnExceptions = Ops.truthy(a[a.length - nkw + i]);
      } else {
        throw Errors.typeError("gather() got an unexpected keyword argument '" + k[i] + "'");
      }
    }
    int n = a.length - nkw;
    PyFuture outer = new PyFuture(vm.loop);
    PyFuture[] children = new PyFuture[n];
    java.util.IdentityHashMap<PyObject, PyFuture> seen = new java.util.IdentityHashMap<>();
    for (int i = 0; i < n; i++) {
      // the same awaitable twice is awaited once (CPython's arg_to_fut)
      PyFuture f = seen.get(a[i]);
      if (f == null) {
        Ops.hash(a[i]); // CPython keys its arg_to_fut dict by the argument: a list is "unhashable"
        f = ensureFuture(vm, a[i]);
        seen.put(a[i], f);
      }
      children[i] = f;
    }
    if (n == 0) {
      outer.setResult(new PyList());
      return outer;
    }
    final boolean retEx = returnExceptions;
    int[] done = {0};
    for (PyFuture child : children) {
      child.onDone(c -> {
        done[0]++;
        if (outer.isDone()) {
          return;
        }
        if (!retEx && c.exceptionOrNull() != null) {
          outer.setException(c.exceptionOrNull());
          return;
        }
        if (done[0] == n) {
          PyList results = new PyList();
          for (PyFuture ch : children) {
            PyBaseException e = ch.exceptionOrNull();
            results.append(e != null ? e : ch.resultValue());
          }
          outer.setResult(results);
        }
      });
    }
    return new GatheringFuture(vm.loop, outer, children);
  }

  /** The future gather() returns: cancelling it cancels the children. */
  static final class GatheringFuture extends PyFuture {
    final PyFuture[] children;

    GatheringFuture(EventLoop loop, PyFuture inner, PyFuture[] children) {
      super(loop);
      this.children = children;
      inner.onDone(f -> {
        if (isDone()) {
          return;
        }
        if (f.isCancelled()) {
          super.cancel(f.cancelMessage);
        } else if (f.exception != null) {
          setException(f.exception);
        } else {
          setResult(f.resultValue());
        }
      });
    }

    @Override
    boolean cancel(String msg) {
      if (isDone()) {
        return false;
      }
      boolean any = false;
      for (PyFuture c : children) {
        any |= c.cancel(msg);
      }
      return any;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visitAll(children);
    }
  }

  /** asyncio.run: awaited in place from the cell's plain frames, otherwise a nested loop. */
  static final class InPlaceAwait extends PyObject {
    static final PyType TYPE = PyType.builtin("builtin_function_or_method", PyType.OBJECT, t -> { });

    @Override
    public PyType type() {
      return PyBuiltinFunction.TYPE;
    }

    /** loop.run_until_complete rather than asyncio.run. */
    final boolean untilComplete;

    InPlaceAwait() {
      this(false);
    }

    InPlaceAwait(boolean untilComplete) {
      this.untilComplete = untilComplete;
    }

    /** Starts the coroutine as a task; the caller awaits the returned future. */
    PyFuture start(PyObject[] args, String[] kwnames) {
      Vm vm = Vm.current();
      if (untilComplete) {
        PyObject[] p = Args.bind("run_until_complete", args, kwnames, 0, new String[] {"future"}, 1);
        return ensureFuture(vm, p[0]);
      }
      PyObject[] p = Args.bind("run", args, kwnames, 0, new String[] {"main", "debug"}, 1);
      // each CPython asyncio.run also spends two task numbers on its shutdown steps
      if (vm.loop.runsStarted++ > 0) {
        vm.loop.nextTaskName();
        vm.loop.nextTaskName();
      }
      if (p[0] instanceof Awaiting.Sleep0) {
        // asyncio.sleep is a coroutine function in CPython: run(asyncio.sleep(0)) is valid
        return newTask(vm, Ops.call(wrapFunction(vm), p[0]), null);
      }
      if (!(p[0] instanceof PyGenerator g) || g.kind != PyGenerator.COROUTINE) {
        throw Errors.valueError("a coroutine was expected, got " + Ops.repr(p[0]));
      }
      return newTask(vm, p[0], null);
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
      Vm vm = Vm.current();
      if (vm.current != null && Awaiting.insideCoroutine(vm.current)) {
        throw Errors.runtimeError(untilComplete ? "This event loop is already running"
            : "asyncio.run() cannot be called from a running event loop");
      }
      PyFuture task = start(args, kwnames);
      return runNested(vm, task);
    }

    @Override
    public String toString() {
      return untilComplete ? "<built-in method run_until_complete>" : "<built-in function run>";
    }
  }

  /** The time.sleep function object (the time module takes it from here). */
  public static PyObject timeSleep() {
    return new TimeSleep();
  }

  /**
   * time.sleep. Called from a task's stackless frames (Calls suspends in place), it suspends the
   * task and blocks the whole loop until the deadline, as CPython's blocking sleep does: no other
   * task runs meanwhile, and the execution returns Step.Blocked to the host instead of holding a
   * thread or spending the CPU budget. Called from a nested Java context (a function called by a
   * builtin, e.g. a sort key or __repr__), nothing can suspend: it validates and returns at once.
   */
  static final class TimeSleep extends PyObject {
    @Override
    public PyType type() {
      return PyBuiltinFunction.TYPE;
    }

    static double seconds(PyObject[] a, String[] k) {
      Args.exact("sleep", a, k, 1);
      double secs;
      if (a[0] instanceof PyInt i) {
        secs = i.doubleValue();
      } else if (a[0] instanceof PyFloat f) {
        secs = f.value();
      } else {
        throw Errors.typeError("'" + a[0].type().name() + "' object cannot be interpreted as an integer");
      }
      if (Double.isNaN(secs)) {
        throw Errors.valueError("Invalid value NaN (not a number)");
      }
      if (secs < 0) {
        throw Errors.valueError("sleep length must be non-negative");
      }
      return secs;
    }

    /** Starts a loop-blocking sleep of the current task; null when there is nothing to wait. */
    PyFuture start(Vm vm, PyObject[] a, String[] k) {
      double secs = seconds(a, k);
      if (!(secs > 0)) {
        return null;
      }
      long nanos = (long) Math.min(secs * 1e9, Long.MAX_VALUE / 4);
      PyFuture fut = new PyFuture(vm.loop);
      vm.loop.sleepingFuture = fut;
      vm.loop.sleepingTask = vm.loop.currentTask;
      vm.loop.sleepUntil = System.nanoTime() + nanos;
      return fut;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
      seconds(args, kwnames);
      return PyNone.NONE;
    }

    @Override
    public String toString() {
      return "<built-in function sleep>";
    }
  }

  /** Drives the loop on the Java stack until fut is done (never sleeps). */
  static PyObject runNested(Vm vm, PyFuture fut) {
    EventLoop loop = vm.loop;
    while (!fut.isDone()) {
      loop.fireDueTimers();
      Runnable r = loop.ready.poll();
      if (r == null) {
        throw Errors.runtimeError("asyncio.run() cannot wait here; call it at the top level of the cell");
      }
      r.run();
    }
    return fut.resultOrThrow();
  }

  // ---------------------------------------------------------------- the loop object

  static final PyType LOOP_TYPE = PyType.builtin("_KraitEventLoop", PyType.OBJECT, AsyncCore::installLoop);

  static final class LoopObject extends PyObject {
    final Vm vm;
    boolean closed;

    LoopObject(Vm vm) {
      this.vm = vm;
    }

    @Override
    public PyType type() {
      return LOOP_TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(vm);
    }
  }

  static PyObject makeLoopObject(Vm vm) {
    return new LoopObject(vm);
  }

  private static Vm vmOf(PyObject o) {
    return ((LoopObject) o).vm;
  }

  private static void installLoop(PyType t) {
    t.defineMethod("time", (a, k) -> PyFloat.of(System.nanoTime() / 1e9));
    t.defineMethod("create_task", (a, k) -> {
      PyObject[] p = Args.bind("create_task", a, k, 1, new String[] {"coro", "name", "context"}, 1);
      return newTask(vmOf(a[0]), p[0], p[1]);
    });
    t.defineMethod("create_future", (a, k) -> new PyFuture(vmOf(a[0]).loop));
    t.defineMethod("call_soon", (a, k) -> {
      Vm vm = vmOf(a[0]);
      PyObject[] rest = java.util.Arrays.copyOfRange(a, 2, a.length - Args.kwCount(k));
      LoopHandle h = new LoopHandle(a[1], rest, -1);
      vm.loop.callSoon(h::run);
      return h;
    });
    t.defineMethod("call_later", (a, k) -> {
      Vm vm = vmOf(a[0]);
      double delay = PyFloat.toFloat(a[1]);
      PyObject[] rest = java.util.Arrays.copyOfRange(a, 3, a.length - Args.kwCount(k));
      long now = System.nanoTime();
      long nanos = delay > 0 ? (long) Math.min(delay * 1e9, Long.MAX_VALUE / 4) : 0;
      LoopHandle h = new LoopHandle(a[2], rest, (now + nanos) / 1e9);
      h.timer = vm.loop.callAt(now + nanos, h::run);
      return h;
    });
    t.defineMethod("call_at", (a, k) -> {
      Vm vm = vmOf(a[0]);
      double when = PyFloat.toFloat(a[1]);
      PyObject[] rest = java.util.Arrays.copyOfRange(a, 3, a.length - Args.kwCount(k));
      long now = System.nanoTime();
      double delay = when - now / 1e9;
      long nanos = delay > 0 ? (long) Math.min(delay * 1e9, Long.MAX_VALUE / 4) : 0;
      LoopHandle h = new LoopHandle(a[2], rest, when);
      h.timer = vm.loop.callAt(now + nanos, h::run);
      return h;
    });
    t.defineMethod("run_in_executor", (a, k) -> {
      // no threads in the sandbox: the function runs now and the returned future holds its outcome
      Args.noKeywords("run_in_executor", k);
      if (a.length < 3) {
        throw Errors.typeError("run_in_executor() missing required argument 'func' (pos 2)");
      }
      PyFuture fut = new PyFuture(vmOf(a[0]).loop);
      try {
        fut.setResult(a[2].call(java.util.Arrays.copyOfRange(a, 3, a.length), null));
      } catch (PyError e) {
        fut.setException(e.value());
      }
      return fut;
    });
    // an attribute that is itself an in-place await, so a cell's plain frames suspend on it as
    // on asyncio.run (timers then fire); from nested Java contexts it drives the loop directly
    t.defineGetter("run_until_complete", o -> new InPlaceAwait(true));
    t.defineMethod("stop", (a, k) -> PyNone.NONE);
    t.defineMethod("run_forever", (a, k) -> {
      throw Errors.of(ExceptionTypes.NOT_IMPLEMENTED_ERROR,
          "run_forever() is not available in Krait: use asyncio.run() or top-level await");
    });
    t.defineMethod("is_running", (a, k) -> PyBool.of(vmOf(a[0]).loop.runningTask() != null));
    t.defineMethod("is_closed", (a, k) -> PyBool.of(((LoopObject) a[0]).closed));
    t.defineMethod("close", (a, k) -> {
      ((LoopObject) a[0]).closed = true;
      return PyNone.NONE;
    });
  }

  static final PyType HANDLE_TYPE = PyType.builtin("TimerHandle", PyType.OBJECT, t -> {
    t.defineMethod("cancel", (a, k) -> {
      LoopHandle h = (LoopHandle) a[0];
      h.cancelled = true;
      if (h.timer != null) {
        h.timer.cancelled = true;
      }
      return PyNone.NONE;
    });
    t.defineMethod("cancelled", (a, k) -> PyBool.of(((LoopHandle) a[0]).cancelled));
    t.defineMethod("when", (a, k) -> PyFloat.of(((LoopHandle) a[0]).when));
    t.defineMethod("__repr__", (a, k) -> {
      LoopHandle h = (LoopHandle) a[0];
      return PyStr.of("<" + (h.when < 0 ? "Handle" : "TimerHandle") + (h.cancelled ? " cancelled" : "") + ">");
    });
  });

  /** What loop.call_soon/call_later/call_at return: cancel() keeps the callback from running. */
  static final class LoopHandle extends PyObject {
    final PyObject callback;
    final PyObject[] args;
    final double when;
    EventLoop.Timer timer;
    boolean cancelled;

    LoopHandle(PyObject callback, PyObject[] args, double when) {
      this.callback = callback;
      this.args = args;
      this.when = when;
    }

    void run() {
      if (cancelled) {
        return;
      }
      try {
        callback.call(args, null);
      } catch (PyError e) {
        // CPython's loop logs "Exception in callback" and keeps running
      }
    }

    @Override
    public PyType type() {
      return HANDLE_TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(callback);
      v.visitAll(args);
      v.visit(timer);
    }
  }

  static ExecutionOptions unused() {
    return null;
  }

  static PyError unusedError() {
    return null;
  }
}
