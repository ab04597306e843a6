/*
 * The contextlib module. In Java: contextmanager (the generator is driven from here: next() on
 * enter, next() or throw() on exit, with CPython's RuntimeErrors), suppress, closing and
 * nullcontext, which cells use most and which cost nothing to set up. The rest is Python in
 * lib/contextlib.py (ExitStack, AsyncExitStack, asynccontextmanager, aclosing, redirect_stdout/
 * redirect_stderr, ContextDecorator, the ABCs), run into the module on first use of one of
 * those names. Missing: chdir (no file system).
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

  static final PyType GEN_CM = PyType.builtinInModule("contextlib", "_GeneratorContextManager", PyType.OBJECT,
      ContextlibModule::installGen);
  static final PyType SUPPRESS = PyType.builtinInModule("contextlib", "suppress", PyType.OBJECT,
      ContextlibModule::installSuppress);
  static final PyType CLOSING = PyType.builtinInModule("contextlib", "closing", PyType.OBJECT,
      ContextlibModule::installClosing);
  static final PyType NULLCONTEXT = PyType.builtinInModule("contextlib", "nullcontext", PyType.OBJECT,
      ContextlibModule::installNull);

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
      return new FunctionLike(func, (b, kk) -> newGen(func, b, kk));
    });
    m.put("suppress", SUPPRESS);
    m.put("closing", CLOSING);
    m.put("nullcontext", NULLCONTEXT);
    // the rest is lib/contextlib.py, run the first time one of its names is used
    Support.libraryOnFirstUse(m, LAZY, "contextlib.py");
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

  private static void installGen(PyType t) {
    // ContextDecorator: @cm(...) on a function re-creates the generator for every call
    t.defineMethod("__call__", (a, k) -> {
      Args.exact("__call__", a, k, 2);
      Ctx recipe = c(a[0]);
      PyObject func = a[1];
      return new FunctionLike(func, (b, kk) -> {
        Ctx cm = newGen(recipe.factory, recipe.args, recipe.kwnames);
        enter(cm);
        PyObject r;
        try {
          r = func.call(b, kk);
        } catch (PyError e) {
          if (exit(cm, e.value().type(), e.value())) {
            return PyNone.NONE;
          }
          throw e;
        }
        exit(cm, PyNone.NONE, PyNone.NONE);
        return r;
      });
    });
    t.defineMethod("__enter__", (a, k) -> enter(c(a[0])));
    t.defineMethod("__exit__", (a, k) -> {
      Args.exact("__exit__", a, k, 4);
      return PyBool.of(exit(c(a[0]), a[1], a[2]));
    });
    t.defineGetter("__doc__", o -> {
      PyObject doc = Ops.getattrOrNull(c(o).factory, "__doc__", PyNone.NONE);
      return doc == PyNone.NONE ? GEN_CM_DOC : doc;
    });
  }

  private static final PyObject GEN_CM_DOC = dev.krait.python.objects.PyStr.of(
      "Helper for @contextmanager decorator.");

  /** Runs the generator to its first yield, whose value `with ... as` binds. */
  private static PyObject enter(Ctx cm) {
    PyObject v = Ops.next(cm.target);
    if (v == null) {
      throw Errors.runtimeError("generator didn't yield");
    }
    return v;
  }

  /**
   * Resumes the generator after the `with` body: a clean exit must finish it; an exception is
   * thrown in at the yield, and counts as suppressed when the generator then finishes normally.
   */
  private static boolean exit(Ctx cm, PyObject type, PyObject value) {
    PyObject gen = cm.target;
    if (type == PyNone.NONE) {
      if (Ops.next(gen) == null) {
        return false;
      }
      throw closeAfter(gen, Errors.runtimeError("generator didn't stop"));
    }
    PyObject exc = value == PyNone.NONE ? Ops.call(type) : value;
    try {
      Ops.getattr(gen, "throw").call(new PyObject[] {exc}, null);
    } catch (PyError e) {
      PyObject raised = e.value();
      if (raised == exc) {
        return false; // the same exception came back out: `with` re-raises it
      }
      if (e.matches(ExceptionTypes.STOP_ITERATION)) {
        return true; // the generator returned: the exception was swallowed
      }
      // a StopIteration thrown in comes back as the RuntimeError of PEP 479, caused by it
      if (e.matches(ExceptionTypes.RUNTIME_ERROR) && exc.type().isSubtypeOf(ExceptionTypes.STOP_ITERATION)
          && raised instanceof dev.krait.python.objects.PyBaseException be && be.cause() == exc) {
        return false;
      }
      throw e;
    }
    throw closeAfter(gen, Errors.runtimeError("generator didn't stop after throw()"));
  }

  /** Closes a generator that yielded once too often; returns the error that says so. */
  private static PyError closeAfter(PyObject gen, PyError error) {
    Ops.call(Ops.getattr(gen, "close"));
    return error;
  }

  /**
   * What contextmanager returns, and what a generator context manager used as a decorator
   * returns: a callable made in Java that passes for the function it wraps (name, qualname,
   * doc, module and __wrapped__ copied as functools.wraps does) and binds as a method, so
   * that @contextmanager works on methods too.
   */
  static final class FunctionLike extends PyObject implements dev.krait.python.objects.Descriptor {
    static final PyType TYPE = PyType.builtin("function", PyType.OBJECT, t -> {
      t.defineGetter("__dict__", PyObject::instanceDict);
      t.defineMethod("__repr__", (a, k) -> dev.krait.python.objects.PyStr.of("<function "
          + Ops.str(Ops.getattrOrNull(a[0], "__qualname__", dev.krait.python.objects.PyStr.of("?"))) + " at 0x"
          + Long.toHexString((System.identityHashCode(a[0]) & 0xffffffffL) << 4) + ">"));
      t.defineMethod("__call__", (a, k) -> a[0].call(java.util.Arrays.copyOfRange(a, 1, a.length), k));
      t.defineMethod("__get__", (a, k) -> {
        Args.range("__get__", a, k, 2, 3);
        return ((FunctionLike) a[0]).get(a[1] == PyNone.NONE ? null : a[1], null);
      });
    });
    private final dev.krait.python.objects.PyDict dict = new dev.krait.python.objects.PyDict();
    private final dev.krait.python.objects.BuiltinBody body;

    FunctionLike(PyObject wrapped, dev.krait.python.objects.BuiltinBody body) {
      this.body = body;
      FunctoolsModule.updateWrapper(this, wrapped, null, null);
    }

    @Override
    public PyType type() {
      return TYPE;
    }

    @Override
    public dev.krait.python.objects.PyDict instanceDict() {
      return dict;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
      return body.call(args, kwnames);
    }

    @Override
    public PyObject get(PyObject instance, PyType owner) {
      return instance == null ? this : new dev.krait.python.objects.PyBoundMethod(instance, this);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(dict);
      v.visitAny(body);
    }
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
    t.defineMethod("__aenter__", (a, k) -> dev.krait.python.vm.AsyncCore.completed(c(a[0]).target));
    t.defineMethod("__aexit__", (a, k) -> dev.krait.python.vm.AsyncCore.completed(PyNone.NONE));
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
