/*
 * The contextlib module: contextmanager (a generator-based context manager driven from Java:
 * next() on enter, next() or throw() on exit, with CPython's RuntimeErrors), suppress, closing,
 * nullcontext in Java; ExitStack, AsyncExitStack, asynccontextmanager, aclosing, redirect_stdout/
 * redirect_stderr and the ABCs are CPython's Python, compiled on first use. Missing: chdir
 * (no file system), async use of nullcontext.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;

/** {@code contextlib}. */
public final class ContextlibModule {
  private ContextlibModule() {}

  static final PyType GEN_CM = PyType.builtin("_GeneratorContextManager", PyType.OBJECT,
      ContextlibModule::installGen);
  static final PyType SUPPRESS = PyType.builtin("suppress", PyType.OBJECT, ContextlibModule::installSuppress);
  static final PyType CLOSING = PyType.builtin("closing", PyType.OBJECT, ContextlibModule::installClosing);
  static final PyType NULLCONTEXT = PyType.builtin("nullcontext", PyType.OBJECT, ContextlibModule::installNull);

  static final class Ctx extends PyObject {
    final PyType type;
    PyObject target = PyNone.NONE;
    PyObject[] items = new PyObject[0];
    /** contextmanager: the generator function and its arguments (to recreate it as a decorator). */
    PyObject factory;
    PyObject[] args;
    String[] kwnames;

    Ctx(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
      v.visit(target);
      v.visitAll(items);
      v.visit(factory);
      v.visitAll(args);
    }
  }

  private static Ctx c(PyObject o) {
    return (Ctx) o;
  }

  public static PyModule create() {
    PyModule m = new PyModule("contextlib");
    m.def("contextmanager", (a, k) -> {
      Args.exact("contextmanager", a, k, 1);
      PyObject func = a[0];
      PyObject name = Ops.getattrOrNull(func, "__name__", null);
      return PyBuiltinFunction.function(name == null ? "helper" : Ops.str(name), (b, kk) -> newGen(func, b, kk));
    });
    m.put("suppress", SUPPRESS);
    m.put("closing", CLOSING);
    m.put("nullcontext", NULLCONTEXT);
    // the rest is CPython's Python, defined on first use
    Support.defineOnFirstUse(m, LAZY, PYTHON_PART);
    return m;
  }

  private static final java.util.Set<String> LAZY = java.util.Set.of("ExitStack", "AsyncExitStack",
      "asynccontextmanager", "aclosing", "redirect_stdout", "redirect_stderr", "ContextDecorator",
      "AsyncContextDecorator", "AbstractContextManager", "AbstractAsyncContextManager");

  private static Ctx newGen(PyObject func, PyObject[] args, String[] kwnames) {
    Ctx cm = new Ctx(GEN_CM);
    cm.factory = func;
    cm.args = args;
    cm.kwnames = kwnames;
    cm.target = func.call(args, kwnames);
    return cm;
  }

  private static final String PYTHON_PART = """
import sys as _sys
from functools import wraps as _wraps


class AbstractContextManager:
    __class_getitem__ = classmethod(lambda cls, item: cls)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class AbstractAsyncContextManager:
    __class_getitem__ = classmethod(lambda cls, item: cls)

    async def __aenter__(self):
        return self

    async def __aexit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator(object):
    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @_wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class AsyncContextDecorator(object):
    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @_wraps(func)
        async def inner(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)
        return inner


class _AsyncGeneratorContextManager(AbstractAsyncContextManager, AsyncContextDecorator):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    async def __aenter__(self):
        del self.args, self.kwds, self.func
        try:
            return await anext(self.gen)
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await anext(self.gen)
            except StopAsyncIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        else:
            if value is None:
                value = typ()
            try:
                await self.gen.athrow(value)
            except StopAsyncIteration as exc:
                return exc is not value
            except RuntimeError as exc:
                if exc is value:
                    return False
                if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                    return False
                raise
            except BaseException as exc:
                if exc is not value:
                    raise
                return False
            raise RuntimeError("generator didn't stop after athrow()")


def asynccontextmanager(func):
    @_wraps(func)
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return helper


class aclosing(AbstractAsyncContextManager):
    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class _RedirectStream(AbstractContextManager):
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(getattr(_sys, self._stream))
        setattr(_sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(_sys, self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    _stream = "stderr"


class _BaseExitStack:
    @staticmethod
    def _create_exit_wrapper(cm, cm_exit):
        def _exit_wrapper(exc_type, exc, tb):
            return cm_exit(cm, exc_type, exc, tb)
        return _exit_wrapper

    @staticmethod
    def _create_cb_wrapper(callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        return _exit_wrapper

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        _cb_type = type(exit)
        try:
            exit_method = _cb_type.__exit__
        except AttributeError:
            self._push_exit_callback(exit)
        else:
            self._push_cm_exit(exit, exit_method)
        return exit

    def enter_context(self, cm):
        cls = type(cm)
        try:
            _enter = cls.__enter__
            _exit = cls.__exit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the context manager protocol") from None
        result = _enter(cm)
        self._push_cm_exit(cm, _exit)
        return result

    def callback(self, callback, /, *args, **kwds):
        _exit_wrapper = self._create_cb_wrapper(callback, *args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._push_exit_callback(_exit_wrapper)
        return callback

    def _push_cm_exit(self, cm, cm_exit):
        _exit_wrapper = self._create_exit_wrapper(cm, cm_exit)
        self._push_exit_callback(_exit_wrapper, True)

    def _push_exit_callback(self, callback, is_sync=True):
        self._exit_callbacks.append((is_sync, callback))


def _fix_context(frame_exc):
    def _fix_exception_context(new_exc, old_exc):
        while 1:
            exc_context = new_exc.__context__
            if exc_context is None or exc_context is old_exc:
                return
            if exc_context is frame_exc:
                break
            new_exc = exc_context
        new_exc.__context__ = old_exc
    return _fix_exception_context


class ExitStack(_BaseExitStack, AbstractContextManager):
    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        _fix_exception_context = _fix_context(_sys.exc_info()[1])
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                _fix_exception_context(new_exc, exc_details[1])
                pending_raise = True
                exc_details = (type(new_exc), new_exc, None)
        if pending_raise:
            try:
                fixed_ctx = exc_details[1].__context__
                raise exc_details[1]
            except BaseException:
                exc_details[1].__context__ = fixed_ctx
                raise
        return received_exc and suppressed_exc

    def close(self):
        self.__exit__(None, None, None)


class AsyncExitStack(_BaseExitStack, AbstractAsyncContextManager):
    @staticmethod
    def _create_async_exit_wrapper(cm, cm_exit):
        async def _exit_wrapper(exc_type, exc, tb):
            return await cm_exit(cm, exc_type, exc, tb)
        return _exit_wrapper

    @staticmethod
    def _create_async_cb_wrapper(callback, /, *args, **kwds):
        async def _exit_wrapper(exc_type, exc, tb):
            await callback(*args, **kwds)
        return _exit_wrapper

    async def enter_async_context(self, cm):
        cls = type(cm)
        try:
            _enter = cls.__aenter__
            _exit = cls.__aexit__
        except AttributeError:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the asynchronous context manager protocol"
                           ) from None
        result = await _enter(cm)
        self._push_async_cm_exit(cm, _exit)
        return result

    def push_async_exit(self, exit):
        _cb_type = type(exit)
        try:
            exit_method = _cb_type.__aexit__
        except AttributeError:
            self._push_exit_callback(exit, False)
        else:
            self._push_async_cm_exit(exit, exit_method)
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        _exit_wrapper = self._create_async_cb_wrapper(callback, *args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._push_exit_callback(_exit_wrapper, False)
        return callback

    async def aclose(self):
        await self.__aexit__(None, None, None)

    def _push_async_cm_exit(self, cm, cm_exit):
        _exit_wrapper = self._create_async_exit_wrapper(cm, cm_exit)
        self._push_exit_callback(_exit_wrapper, False)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        _fix_exception_context = _fix_context(_sys.exc_info()[1])
        suppressed_exc = False
        pending_raise = False
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            try:
                if is_sync:
                    cb_suppress = cb(*exc_details)
                else:
                    cb_suppress = await cb(*exc_details)
                if cb_suppress:
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                _fix_exception_context(new_exc, exc_details[1])
                pending_raise = True
                exc_details = (type(new_exc), new_exc, None)
        if pending_raise:
            try:
                fixed_ctx = exc_details[1].__context__
                raise exc_details[1]
            except BaseException:
                exc_details[1].__context__ = fixed_ctx
                raise
        return received_exc and suppressed_exc


del _BaseExitStack
""";

  private static void installGen(PyType t) {
    // ContextDecorator: @cm(...) on a function re-creates the generator for every call
    t.defineMethod("__call__", (a, k) -> {
      Args.exact("__call__", a, k, 2);
      Ctx self = c(a[0]);
      PyObject func = a[1];
      PyObject fname = Ops.getattrOrNull(func, "__name__", null);
      PyBuiltinFunction inner = PyBuiltinFunction.function(fname == null ? "inner" : Ops.str(fname), (b, kk) -> {
        Ctx cm = newGen(self.factory, self.args, self.kwnames);
        Ops.callMethodDescriptor(GEN_CM.lookup("__enter__"), cm, new PyObject[0], null);
        PyObject r;
        try {
          r = func.call(b, kk);
        } catch (PyError e) {
          PyObject sup = Ops.callMethodDescriptor(GEN_CM.lookup("__exit__"), cm, new PyObject[] {e.value().type(),
              e.value(), PyNone.NONE}, null);
          if (Ops.truthy(sup)) {
            return PyNone.NONE;
          }
          throw e;
        }
        Ops.callMethodDescriptor(GEN_CM.lookup("__exit__"), cm, new PyObject[] {PyNone.NONE, PyNone.NONE,
            PyNone.NONE}, null);
        return r;
      });
      return inner;
    });
    t.defineMethod("__enter__", (a, k) -> {
      PyObject v = Ops.next(c(a[0]).target);
      if (v == null) {
        throw Errors.runtimeError("generator didn't yield");
      }
      return v;
    });
    t.defineMethod("__exit__", (a, k) -> {
      Args.exact("__exit__", a, k, 4);
      PyObject gen = c(a[0]).target;
      if (a[1] == PyNone.NONE) {
        if (Ops.next(gen) != null) {
          throw Errors.runtimeError("generator didn't stop");
        }
        return PyBool.FALSE;
      }
      PyObject value = a[2] == PyNone.NONE ? Ops.call(a[1]) : a[2];
      try {
        Ops.getattr(gen, "throw").call(new PyObject[] {value}, null);
      } catch (PyError e) {
        if (e.value() == value) {
          return PyBool.FALSE;
        }
        if (e.matches(ExceptionTypes.STOP_ITERATION)) {
          return PyBool.TRUE;
        }
        throw e;
      }
      throw Errors.runtimeError("generator didn't stop after throw()");
    });
  }

  private static void installSuppress(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.noKeywords("suppress", k);
      Ctx s = new Ctx(SUPPRESS);
      s.items = java.util.Arrays.copyOfRange(a, 1, a.length);
      return s;
    });
    t.defineMethod("__enter__", (a, k) -> PyNone.NONE);
    t.defineMethod("__exit__", (a, k) -> {
      if (a[1] == PyNone.NONE) {
        return PyBool.FALSE;
      }
      return PyBool.of(isSubclass(a[1], PyTuple.of(c(a[0]).items)));
    });
  }

  private static void installClosing(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact("closing", a, k, 2);
      Ctx s = new Ctx(CLOSING);
      s.target = a[1];
      return s;
    });
    t.defineMethod("__enter__", (a, k) -> c(a[0]).target);
    t.defineMethod("__exit__", (a, k) -> {
      Ops.call(Ops.getattr(c(a[0]).target, "close"));
      return PyNone.NONE;
    });
  }

  private static void installNull(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = Args.bind("nullcontext", a, k, 1, new String[] {"enter_result"}, 0);
      Ctx s = new Ctx(NULLCONTEXT);
      s.target = p[0] == null ? PyNone.NONE : p[0];
      return s;
    });
    t.defineMethod("__enter__", (a, k) -> c(a[0]).target);
    t.defineMethod("__exit__", (a, k) -> PyNone.NONE);
  }

  /** {@code issubclass(c, spec)} for a class or a tuple of classes (non-classes never match). */
  static boolean isSubclass(PyObject c, PyObject spec) {
    if (spec instanceof PyTuple t) {
      for (PyObject x : t.toArray()) {
        if (isSubclass(c, x)) {
          return true;
        }
      }
      return false;
    }
    return c instanceof PyType ct && spec instanceof PyType st && ct.isSubtypeOf(st);
  }
}
