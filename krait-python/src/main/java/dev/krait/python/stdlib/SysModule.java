/*
 * A harmless sys: version information, limits, the modules imported by this cell, and a
 * stdout whose write() goes to the cell's print stream. Nothing of the host is reachable.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.vm.VmAccess;

/** {@code import sys}. */
public final class SysModule {
  private SysModule() {}

  public static PyModule create() {
    PyModule m = new PyModule("sys");
    m.put("version", PyStr.of("3.11.0 (Krait)"));
    m.put("version_info", PyTuple.of(PyInt.of(3), PyInt.of(11), PyInt.of(0), PyStr.of("final"), PyInt.of(0)));
    m.put("hexversion", PyInt.of(0x030b00f0));
    m.put("maxsize", PyInt.of(Long.MAX_VALUE));
    m.put("byteorder", PyStr.of("little"));
    m.put("platform", PyStr.of("krait"));
    m.put("implementation_name", PyStr.of("krait"));
    PyList argv = new PyList();
    argv.append(PyStr.of(""));
    m.put("argv", argv);
    m.put("modules", VmAccess.modulesDict());
    m.def("getrecursionlimit", (a, k) -> {
      Args.exact("getrecursionlimit", a, k, 0);
      return PyInt.of(VmAccess.recursionLimit());
    });
    m.def("setrecursionlimit", (a, k) -> {
      Args.exact("setrecursionlimit", a, k, 1);
      if (Ops.index(a[0]).signum() <= 0) {
        throw Errors.valueError("recursion limit must be greater or equal than 1");
      }
      return PyNone.NONE;
    });
    m.def("exc_info", (a, k) -> VmAccess.excInfo());
    m.def("exception", (a, k) -> {
      PyTuple info = VmAccess.excInfo();
      return info.get(1);
    });
    m.def("intern", (a, k) -> a[0]);
    m.def("getsizeof", (a, k) -> PyInt.of(a[0].shallowSize()));
    PyModule out = new PyModule("stdout");
    out.put("write", PyBuiltinFunction.function("write", (a, k) -> {
      Args.exact("write", a, k, 1);
      String s = Ops.strValue(a[0], "write() argument must be str, not " + a[0].type().name());
      VmAccess.writeStdout(s);
      return PyInt.of(s.length());
    }));
    out.put("flush", PyBuiltinFunction.function("flush", (a, k) -> PyNone.NONE));
    m.put("stdout", out);
    PyModule err = new PyModule("stderr");
    err.put("write", PyBuiltinFunction.function("write", (a, k) -> PyInt.of(Ops.str(a[0]).length())));
    err.put("flush", PyBuiltinFunction.function("flush", (a, k) -> PyNone.NONE));
    m.put("stderr", err);
    return m;
  }

  static PyObject unused() {
    return PyNone.NONE;
  }
}
