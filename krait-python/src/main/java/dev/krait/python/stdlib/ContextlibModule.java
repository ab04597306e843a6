/*
 * The contextlib module: contextmanager (a generator-based context manager driven from Java:
 * next() on enter, next() or throw() on exit, with CPython's RuntimeErrors), suppress, closing,
 * nullcontext and a basic ExitStack (enter_context, callback, push, pop_all, close).
 * Missing: asynccontextmanager/AsyncExitStack, ContextDecorator use as a decorator.
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
import java.util.ArrayList;
import java.util.List;

/** {@code contextlib}. */
public final class ContextlibModule {
  private ContextlibModule() {}

  static final PyType GEN_CM = PyType.builtin("_GeneratorContextManager", PyType.OBJECT,
      ContextlibModule::installGen);
  static final PyType SUPPRESS = PyType.builtin("suppress", PyType.OBJECT, ContextlibModule::installSuppress);
  static final PyType CLOSING = PyType.builtin("closing", PyType.OBJECT, ContextlibModule::installClosing);
  static final PyType NULLCONTEXT = PyType.builtin("nullcontext", PyType.OBJECT, ContextlibModule::installNull);
  static final PyType EXIT_STACK = PyType.builtin("ExitStack", PyType.OBJECT, ContextlibModule::installExitStack);

  static final class Ctx extends PyObject {
    final PyType type;
    PyObject target = PyNone.NONE;
    PyObject[] items = new PyObject[0];
    final List<PyObject> exits = new ArrayList<>();

    Ctx(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public void forEachReference(java.util.function.Consumer<PyObject> v) {
      v.accept(target);
      for (PyObject o : items) {
        v.accept(o);
      }
      exits.forEach(v);
    }
  }

  private static Ctx c(PyObject o) {
    return (Ctx) o;
  }

  /**
   * The async context managers, written in Python because they await: a port of CPython 3.11's
   * _AsyncGeneratorContextManager (asynccontextmanager) and aclosing.
   */
  private static final String PY_ASYNC = """
class _AsyncGeneratorContextManager:
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

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
                await self.gen.athrow(typ, value, traceback)
            except StopAsyncIteration as exc:
                return exc is not value
            except RuntimeError as exc:
                if exc is value:
                    exc.__traceback__ = traceback
                    return False
                if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                    value.__traceback__ = traceback
                    return False
                raise
            except BaseException as exc:
                if exc is not value:
                    raise
                exc.__traceback__ = traceback
                return False
            raise RuntimeError("generator didn't stop after athrow()")

def asynccontextmanager(func):
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    for attr in ("__module__", "__name__", "__qualname__", "__doc__"):
        try:
            setattr(helper, attr, getattr(func, attr))
        except AttributeError:
            pass
    helper.__wrapped__ = func
    return helper

class aclosing:
    def __init__(self, thing):
        self.thing = thing
    async def __aenter__(self):
        return self.thing
    async def __aexit__(self, *exc_info):
        await self.thing.aclose()

""";

  public static PyModule create() {
    PyModule m = new PyModule("contextlib");
    m.def("contextmanager", (a, k) -> {
      Args.exact("contextmanager", a, k, 1);
      PyObject func = a[0];
      PyObject name = Ops.getattrOrNull(func, "__name__", null);
      return PyBuiltinFunction.function(name == null ? "helper" : Ops.str(name), (b, kk) -> {
        Ctx cm = new Ctx(GEN_CM);
        cm.target = func.call(b, kk);
        return cm;
      });
    });
    m.put("suppress", SUPPRESS);
    m.put("closing", CLOSING);
    m.put("nullcontext", NULLCONTEXT);
    m.put("ExitStack", EXIT_STACK);
    dev.krait.python.vm.AsyncCore.definePython(m, PY_ASYNC);
    return m;
  }

  private static void installGen(PyType t) {
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

  private static void installExitStack(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact("ExitStack", a, k, 1);
      return new Ctx(EXIT_STACK);
    });
    t.defineMethod("__enter__", (a, k) -> a[0]);
    t.defineMethod("enter_context", (a, k) -> {
      Args.exact("enter_context", a, k, 2);
      PyObject cm = a[1];
      PyObject enter = cm.type().lookup("__enter__");
      PyObject exit = cm.type().lookup("__exit__");
      if (enter == null || exit == null) {
        throw Errors.typeError("'" + cm.type().name() + "' object does not support the context manager protocol");
      }
      PyObject r = Ops.callMethodDescriptor(enter, cm, new PyObject[0], null);
      c(a[0]).exits.add(Ops.getattr(cm, "__exit__"));
      return r;
    });
    t.defineMethod("push", (a, k) -> {
      Args.exact("push", a, k, 2);
      PyObject exit = Ops.getattrOrNull(a[1], "__exit__", null);
      c(a[0]).exits.add(exit != null && !(a[1] instanceof PyBuiltinFunction) ? exit : a[1]);
      return a[1];
    });
    t.defineMethod("callback", (a, k) -> {
      int npos = Args.posCount(a, k);
      if (npos < 2) {
        throw Errors.typeError("ExitStack.callback() missing 1 required positional argument: 'callback'");
      }
      PyObject fn = a[1];
      PyObject[] rest = java.util.Arrays.copyOfRange(a, 2, a.length);
      c(a[0]).exits.add(PyBuiltinFunction.function("_exit_wrapper", (b, kk) -> {
        fn.call(rest, k);
        return PyBool.FALSE;
      }));
      return fn;
    });
    t.defineMethod("pop_all", (a, k) -> {
      Ctx n = new Ctx(EXIT_STACK);
      n.exits.addAll(c(a[0]).exits);
      c(a[0]).exits.clear();
      return n;
    });
    t.defineMethod("close", (a, k) -> {
      unwind(c(a[0]), PyNone.NONE, PyNone.NONE, PyNone.NONE);
      return PyNone.NONE;
    });
    t.defineMethod("__exit__", (a, k) -> {
      Args.exact("__exit__", a, k, 4);
      return PyBool.of(unwind(c(a[0]), a[1], a[2], a[3]));
    });
  }

  private static boolean unwind(Ctx s, PyObject type, PyObject value, PyObject tb) {
    boolean suppressed = false;
    PyError pending = null;
    while (!s.exits.isEmpty()) {
      PyObject exit = s.exits.remove(s.exits.size() - 1);
      try {
        PyObject r = exit.call(new PyObject[] {type, value, tb}, null);
        if (type != PyNone.NONE && Ops.truthy(r)) {
          suppressed = true;
          type = PyNone.NONE;
          value = PyNone.NONE;
          tb = PyNone.NONE;
        }
      } catch (PyError e) {
        pending = e;
        type = e.value().type();
        value = e.value();
        tb = PyNone.NONE;
      }
    }
    if (pending != null && value == pending.value()) {
      throw pending;
    }
    return suppressed;
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
