/*
 * Instances of BaseException and every subclass, builtin or user-defined: the type, the args
 * tuple, the chaining links (__cause__, __context__, __suppress_context__), an opaque
 * traceback kept by the VM, and an instance dict for user attributes.
 */
package dev.krait.python.objects;

/** A Python exception object. */
public class PyBaseException extends PyObject {
  private final PyType type;
  private PyTuple args;
  private PyBaseException cause;
  private PyBaseException context;
  private boolean suppressContext;
  private PyDict dict;
  /** Owned by the VM: the frames this exception passed through (never exposed to Python). */
  private Object traceback;

  public PyBaseException(PyType type, PyTuple args) {
    this.type = type;
    this.args = args;
  }

  @Override
  public PyType type() {
    return type;
  }

  @Override
  public PyDict instanceDict() {
    if (dict == null) {
      dict = new PyDict();
    }
    return dict;
  }

  /** For the memory walk: args, chained exceptions and attributes (not the dict created lazily). */
  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(type);
    v.visit(dict);
    v.visit(args);
    v.visit(cause);
    v.visit(context);
    v.visitAny(traceback);
  }

  public PyTuple args() {
    return args;
  }

  public void setArgs(PyTuple args) {
    this.args = args;
  }

  public PyBaseException cause() {
    return cause;
  }

  /** Sets {@code __cause__} (and {@code __suppress_context__}, as {@code raise ... from} does). */
  public void setCause(PyBaseException cause) {
    this.cause = cause;
    this.suppressContext = true;
  }

  public PyBaseException context() {
    return context;
  }

  public void setContext(PyBaseException context) {
    this.context = context;
  }

  public boolean suppressContext() {
    return suppressContext;
  }

  public void setSuppressContext(boolean suppress) {
    this.suppressContext = suppress;
  }

  public Object traceback() {
    return traceback;
  }

  public void setTraceback(Object traceback) {
    this.traceback = traceback;
  }

  /** The first argument, or None (StopIteration.value, SystemExit.code). */
  public PyObject firstArgOrNone() {
    return args.size() > 0 ? args.get(0) : PyNone.NONE;
  }

  /** str(exc) computed without running user code where possible (for Java-side messages). */
  String messageForJava() {
    try {
      return Ops.str(this);
    } catch (dev.krait.python.vm.LimitExceededError | dev.krait.python.vm.CancelledSignal e) {
      throw e; // a limit inside __str__ ends the cell; it is not a failed str()
    } catch (RuntimeException e) {
      return "<exception str() failed>";
    }
  }

  /** A new PyError that raises this exception. */
  public PyError toError() {
    return new PyError(this);
  }

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyObject[] positional = Args.positional(a, k, 1);
      return new PyBaseException(cls, PyTuple.of(positional));
    });
    t.defineMethod("__init__", (a, k) -> {
      PyBaseException self = (PyBaseException) a[0];
      if (k != null && k.length > 0) {
        throw Errors.typeError(self.type().name() + "() takes no keyword arguments");
      }
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      self.args = PyTuple.of(rest);
      return PyNone.NONE;
    });
    t.defineProperty("args", o -> ((PyBaseException) o).args, (o, v) -> ((PyBaseException) o).args =
        PyTuple.of(Ops.toArray(v)));
    t.defineProperty("__cause__", o -> orNone(((PyBaseException) o).cause), (o, v) -> {
      PyBaseException self = (PyBaseException) o;
      self.cause = asExceptionOrNull(v, "exception cause must be None or derive from BaseException");
      self.suppressContext = true;
    });
    t.defineProperty("__context__", o -> orNone(((PyBaseException) o).context), (o, v) ->
        ((PyBaseException) o).context = asExceptionOrNull(v,
            "exception context must be None or derive from BaseException"));
    t.defineProperty("__suppress_context__", o -> PyBool.of(((PyBaseException) o).suppressContext),
        (o, v) -> ((PyBaseException) o).suppressContext = Ops.truthy(v));
    // Traceback objects would expose frames and globals: Krait never hands them out.
    t.defineProperty("__traceback__", o -> PyNone.NONE, (o, v) -> {});
    t.defineMethod("with_traceback", (a, k) -> a[0]);
    t.defineMethod("add_note", (a, k) -> {
      Args.exact("add_note", a, k, 2);
      if (!(a[1] instanceof PyStr)) {
        throw Errors.typeError("note must be a str, not '" + a[1].type().name() + "'");
      }
      // as CPython 3.11: the notes live in the instance attribute __notes__, a list
      PyObject notes = Ops.getattrOrNull(a[0], "__notes__", null);
      if (notes == null) {
        notes = new PyList();
        Ops.setattr(a[0], "__notes__", notes);
        notes = Ops.getattr(a[0], "__notes__");
      }
      if (!(notes instanceof PyList list)) {
        throw Errors.typeError("Cannot add note: __notes__ is not a list");
      }
      list.append(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("__str__", (a, k) -> {
      PyTuple args = ((PyBaseException) a[0]).args;
      return switch (args.size()) {
        case 0 -> PyStr.EMPTY;
        case 1 -> PyStr.of(Ops.str(args.get(0)));
        default -> PyStr.of(Ops.str(args));
      };
    });
    t.defineMethod("__repr__", (a, k) -> {
      PyBaseException self = (PyBaseException) a[0];
      PyTuple args = self.args;
      String name = self.type().name();
      if (args.size() == 1) {
        return PyStr.of(name + "(" + Ops.repr(args.get(0)) + ")");
      }
      return PyStr.of(name + Ops.repr(args));
    });
  }

  private static PyObject orNone(PyObject o) {
    return o == null ? PyNone.NONE : o;
  }

  private static PyBaseException asExceptionOrNull(PyObject v, String message) {
    if (v == PyNone.NONE) {
      return null;
    }
    if (v instanceof PyBaseException e) {
      return e;
    }
    throw Errors.typeError(message);
  }
}
