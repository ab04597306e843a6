/*
 * The small public window stdlib modules written in Java have onto the running execution
 * (sys needs the imported modules, the recursion limit, the handled exception, stdout).
 */
package dev.krait.python.vm;

import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import java.util.Map;

/** Execution state for stdlib modules. */
public final class VmAccess {
  private VmAccess() {}

  /** A dict view (a copy, refreshed on each call) of the modules imported so far. */
  public static PyDict modulesDict() {
    PyDict d = new PyDict();
    for (Map.Entry<String, PyModule> e : Vm.current().modules.entrySet()) {
      d.setItem(PyStr.of(e.getKey()), e.getValue());
    }
    // builtins is always imported in CPython
    dev.krait.python.objects.PyObject b = Vm.current().builtins.getItemOrNull(PyStr.of("__builtins__"));
    if (b instanceof PyModule && d.getItemOrNull(PyStr.of("builtins")) == null) {
      d.setItem(PyStr.of("builtins"), b);
    }
    return d;
  }

  public static int recursionLimit() {
    return Vm.current().recursionLimit;
  }

  /** sys.exc_info(). */
  public static PyTuple excInfo() {
    Vm vm = Vm.current();
    PyBaseException e = vm.current == null ? null : Exc.handledException(vm.current);
    if (e == null) {
      return PyTuple.of(PyNone.NONE, PyNone.NONE, PyNone.NONE);
    }
    return PyTuple.of(e.type(), e, PyNone.NONE);
  }

  public static void writeStdout(String s) {
    Vm vm = Vm.current();
    vm.meter.allocateString(s.length());
    vm.options.stdout().accept(s);
  }

  public static void writeStderr(String s) {
    Vm vm = Vm.current();
    vm.meter.allocateString(s.length());
    vm.options.stderr().accept(s);
  }

  /** The globals of the running Python frame (the caller of a builtin), or null outside any frame. */
  public static PyDict callerGlobals() {
    Vm vm = Vm.current();
    return vm.current == null ? null : vm.current.globals;
  }

  /**
   * Runs Python source that a library module generated (a dataclass's {@code __init__}) in
   * {@code globals}, exactly as {@code exec(source, globals)} would, charged to the cell.
   */
  public static void exec(String source, PyDict globals) {
    VmBuiltins.execOrEval(new dev.krait.python.objects.PyObject[] {PyStr.of(source), globals}, null, false);
  }

  /** This execution's builtins dict (typing.get_type_hints evaluates strings with its eval). */
  public static PyDict builtins() {
    return Vm.current().builtins;
  }

  /** The report CPython prints for exc (traceback.format_exception), with or without its chain. */
  public static String formatException(PyBaseException exc, boolean chain) {
    return Exc.render(exc, chain);
  }

  /** "Type: message" and notes (traceback.format_exception_only). */
  public static String formatExceptionOnly(PyBaseException exc) {
    return Exc.renderOnly(exc);
  }

  static PyObject unused() {
    return PyNone.NONE;
  }

  /** The source line (unstripped) of the frame {@code up} levels above the running one, or null. */
  public static String callerSourceLine(int up) {
    Frame f = callerFrame(up);
    return f == null ? null : f.code.rawSourceLine(f.currentLine());
  }

  private static Frame callerFrame(int up) {
    Frame f = Vm.current().current;
    for (int i = 0; i < up && f != null; i++) {
      f = f.back;
    }
    return f;
  }

  /** {@code import name} (a dotted name gives the last module), as the running code would import it. */
  public static PyModule importModule(String name) {
    return (PyModule) Modules.importName(Vm.current(), name, PyTuple.EMPTY);
  }

  /** A module this execution has imported, or null (no copy of sys.modules is made). */
  public static PyModule importedModule(String name) {
    return Vm.current().modules.get(name);
  }

  /** (filename, line, module __name__) of the frame {@code up} levels above the running one (warnings' stacklevel). */
  public static PyTuple callerLocation(int up) {
    Frame f = callerFrame(up);
    if (f == null) {
      return PyTuple.of(PyStr.of("sys"), dev.krait.python.objects.PyInt.of(1), PyStr.of("sys"));
    }
    PyObject name = f.globals == null ? null : f.globals.getItemOrNull(PyStr.of("__name__"));
    return PyTuple.of(PyStr.of(f.code.filename), dev.krait.python.objects.PyInt.of(f.currentLine()),
        name instanceof PyStr ? name : PyStr.of("<string>"));
  }

  /** The compiling tier's threshold (calls plus back-edges before a function is compiled); negative is off. */
  public static void setJitThreshold(int threshold) {
    Jit.setThreshold(threshold);
  }

  public static int jitThreshold() {
    return Jit.threshold();
  }

  /** Code objects the compiling tier has compiled in this JVM. */
  public static long jitCompiledCount() {
    return Jit.compiledCount();
  }
}
