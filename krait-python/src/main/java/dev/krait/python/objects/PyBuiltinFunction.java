/*
 * A function implemented in Java: builtins like len(), and methods of builtin types (which
 * bind self like Python functions do when found through an instance).
 */
package dev.krait.python.objects;

/** {@code builtin_function_or_method}; also used for method descriptors of builtin types. */
public final class PyBuiltinFunction extends PyObject implements Descriptor {
  public static final PyType TYPE = PyType.builtin("builtin_function_or_method", PyType.OBJECT,
      PyBuiltinFunction::install);

  private static void install(PyType t) {
    t.defineGetter("__name__", o -> PyStr.of(((PyBuiltinFunction) o).name));
    t.defineGetter("__qualname__", o -> {
      PyBuiltinFunction f = (PyBuiltinFunction) o;
      return PyStr.of(f.ownerName == null ? f.name : f.ownerName + "." + f.name);
    });
    t.defineGetter("__doc__", o -> {
      HostDescription d = ((PyBuiltinFunction) o).description;
      return d == null ? PyNone.NONE : d.doc();
    });
    t.defineGetter("__module__", o -> {
      PyBuiltinFunction f = (PyBuiltinFunction) o;
      if (f.description != null) {
        return PyStr.of(f.description.module());
      }
      return f.ownerName == null ? PyStr.of("builtins") : PyNone.NONE;
    });
    // only host functions with a stub have one: inspect.signature and help() follow it to the stub
    t.defineGetter("__wrapped__", o -> {
      HostDescription d = ((PyBuiltinFunction) o).description;
      PyObject wrapped = d == null ? null : d.wrapped();
      if (wrapped == null) {
        throw Errors.noAttribute(o, "__wrapped__");
      }
      return wrapped;
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of(((PyBuiltinFunction) a[0]).repr()));
  }

  private final String name;
  private final String ownerName;
  private final boolean method;
  private final BuiltinBody body;
  /** For a host function with a stub: its documentation; null for every other builtin. */
  private final HostDescription description;

  private PyBuiltinFunction(String name, String ownerName, boolean method, BuiltinBody body,
      HostDescription description) {
    this.name = name;
    this.ownerName = ownerName;
    this.method = method;
    this.body = body;
    this.description = description;
  }

  /** A plain builtin function (module level). */
  public static PyBuiltinFunction function(String name, BuiltinBody body) {
    return new PyBuiltinFunction(name, null, false, body, null);
  }

  /** A host function documented by {@code description} (a tool: help() and inspect show its stub). */
  public static PyBuiltinFunction described(String name, BuiltinBody body, HostDescription description) {
    return new PyBuiltinFunction(name, null, false, body, description);
  }

  /** A method of a builtin type: binds self when looked up through an instance. */
  public static PyBuiltinFunction method(String ownerName, String name, BuiltinBody body) {
    return new PyBuiltinFunction(name, ownerName, true, body, null);
  }

  public String name() {
    return name;
  }

  public boolean isMethod() {
    return method;
  }

  public BuiltinBody body() {
    return body;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject call(PyObject[] args, String[] kwnames) {
    try {
      return body.call(args, kwnames);
    } catch (PyError e) {
      if (method && ownerName != null && name.equals(e.unqualifiedName())) {
        throw Errors.typeError(shortOwnerName() + "." + e.value().messageForJava());
      }
      throw e;
    } catch (ClassCastException | ArrayIndexOutOfBoundsException e) {
      // an unbound method called with a wrong or missing self (str.upper(5)): CPython's TypeError
      if (method && ownerName != null) {
        if (args.length - Args.kwCount(kwnames) == 0) {
          throw Errors.typeError("unbound method " + ownerName + "." + name + "() needs an argument");
        }
        boolean selfOk = false;
        for (PyType c : args[0].type().mroArray()) {
          selfOk |= c.name().equals(ownerName);
        }
        if (!selfOk) {
          throw Errors.typeError("descriptor '" + name + "' for '" + ownerName + "' objects doesn't apply to a '"
              + args[0].type().name() + "' object");
        }
      }
      throw e;
    }
  }

  /** The owner as its __qualname__ ("deque" for collections.deque), as CPython's messages name it. */
  private String shortOwnerName() {
    return ownerName.substring(ownerName.lastIndexOf('.') + 1);
  }

  @Override
  public PyObject get(PyObject instance, PyType owner) {
    if (!method || instance == null) {
      return this;
    }
    return new PyBoundMethod(instance, this);
  }

  /** Python repr. */
  public String repr() {
    if (ownerName != null) {
      return "<method '" + name + "' of '" + ownerName + "' objects>";
    }
    return "<built-in function " + name + ">";
  }

  @Override
  public String toString() {
    return repr();
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visitAny(body);
    v.visitAny(description);
  }
}
