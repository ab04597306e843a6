/*
 * A Python function: code plus the environment it was defined in (globals, defaults,
 * closure cells). Calling one from Java runs a nested VM loop; calls from bytecode push a
 * frame instead (see vm.Calls). Deliberately without __globals__, __code__, __closure__ and
 * __builtins__: they would open the sandbox.
 */
package dev.krait.python.objects;

import dev.krait.python.compiler.CodeObject;
import java.util.function.Consumer;

/** {@code function}. */
public final class PyFunction extends PyObject implements Descriptor {
  public static final PyType TYPE = PyType.builtin("function", PyType.OBJECT, PyFunction::install);

  /** How the VM runs a function called from Java; installed by the VM. */
  public interface Invoker {
    PyObject invoke(PyFunction fn, PyObject[] args, String[] kwnames);
  }

  private static volatile Invoker invoker;

  static {
    Ops.registerFunctionType(TYPE);
  }

  public final CodeObject code;
  public final PyDict globals;
  /** The builtins dict of the execution that created the function. */
  public final PyDict builtins;
  public PyObject[] defaults;
  public PyDict kwdefaults;
  public final PyCell[] closure;
  public String name;
  public String qualname;
  public PyObject module;
  public PyObject doc;
  public PyObject annotations;
  private PyDict dict;

  public PyFunction(CodeObject code, PyDict globals, PyDict builtins, PyObject[] defaults, PyDict kwdefaults,
      PyCell[] closure) {
    this.code = code;
    this.globals = globals;
    this.builtins = builtins;
    this.defaults = defaults;
    this.kwdefaults = kwdefaults;
    this.closure = closure;
    this.name = code.name;
    this.qualname = code.qualname;
    PyObject mod = globals.getItemOrNull(PyStr.of("__name__"));
    this.module = mod == null ? PyNone.NONE : mod;
    this.doc = code.doc == null ? PyNone.NONE : code.doc;
  }

  /** Installs how Java code calls Python functions (the VM does this once). */
  public static void setInvoker(Invoker i) {
    invoker = i;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyDict instanceDict() {
    if (dict == null) {
      dict = new PyDict();
    }
    return dict;
  }

  @Override
  public PyObject call(PyObject[] args, String[] kwnames) {
    return invoker.invoke(this, args, kwnames);
  }

  @Override
  public PyObject get(PyObject instance, PyType owner) {
    return instance == null ? this : new PyBoundMethod(instance, this);
  }

  @Override
  public long shallowSize() {
    return 96;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(code);
    v.visit(globals);
    v.visit(builtins);
    v.visitAll(defaults);
    v.visit(kwdefaults);
    v.visitAll(closure);
    v.visit(module);
    v.visit(doc);
    v.visit(annotations);
    v.visit(dict);
  }

  public String repr() {
    return "<function " + qualname + " at 0x" + Long.toHexString((System.identityHashCode(this) & 0xffffffffL) << 4)
        + ">";
  }

  private static PyFunction self(PyObject o) {
    return (PyFunction) o;
  }

  private static void install(PyType t) {
    t.defineProperty("__name__", o -> PyStr.of(self(o).name), (o, v) -> self(o).name = Ops.strValue(v,
        "__name__ must be set to a string object"));
    t.defineProperty("__qualname__", o -> PyStr.of(self(o).qualname), (o, v) -> self(o).qualname = Ops.strValue(v,
        "__qualname__ must be set to a string object"));
    t.defineProperty("__module__", o -> self(o).module, (o, v) -> self(o).module = v);
    t.defineProperty("__doc__", o -> self(o).doc, (o, v) -> self(o).doc = v);
    t.defineProperty("__defaults__", o -> self(o).defaults == null ? PyNone.NONE : PyTuple.of(self(o).defaults),
        (o, v) -> self(o).defaults = v == PyNone.NONE ? null : Ops.toArray(v));
    t.defineProperty("__kwdefaults__", o -> self(o).kwdefaults == null ? PyNone.NONE : self(o).kwdefaults,
        (o, v) -> self(o).kwdefaults = v instanceof PyDict d ? d : null);
    t.defineProperty("__annotations__", o -> {
      PyFunction f = self(o);
      if (f.annotations == null) {
        f.annotations = new PyDict();
      }
      return f.annotations;
    }, (o, v) -> self(o).annotations = v);
    t.defineGetter("__dict__", PyObject::instanceDict);
    t.defineMethod("__repr__", (a, k) -> PyStr.of(self(a[0]).repr()));
    t.defineMethod("__call__", (a, k) -> {
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      return a[0].call(rest, k);
    });
    t.defineMethod("__get__", (a, k) -> {
      PyObject inst = a.length > 1 && a[1] != PyNone.NONE ? a[1] : null;
      return self(a[0]).get(inst, null);
    });
  }
}
