/*
 * A harmless sys: version information (struct sequences, StructSeq), limits, the modules
 * imported by this cell, and standard streams over the cell's print sinks (StdStreams).
 * Nothing of the host is reachable.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyFloat;
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

  // as in CPython, version_info and flags cannot be created from Python; the three *_info can
  static final StructSeq VERSION_INFO = new StructSeq("sys.version_info",
      new String[] {"major", "minor", "micro", "releaselevel", "serial"}, false);
  static final StructSeq FLOAT_INFO = new StructSeq("sys.float_info",
      new String[] {"max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon",
          "radix", "rounds"}, true);
  static final StructSeq INT_INFO = new StructSeq("sys.int_info",
      new String[] {"bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"}, true);
  static final StructSeq HASH_INFO = new StructSeq("sys.hash_info",
      new String[] {"width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"}, true);
  static final String[] FLAG_NAMES = {"debug", "inspect", "interactive", "optimize", "dont_write_bytecode",
      "no_user_site", "no_site", "ignore_environment", "verbose", "bytes_warning", "quiet", "hash_randomization",
      "isolated", "dev_mode", "utf8_mode", "warn_default_encoding", "safe_path", "int_max_str_digits"};
  static final StructSeq FLAGS = new StructSeq("sys.flags", FLAG_NAMES, false);

  public static PyModule create() {
    PyModule m = new PyModule("sys");
    m.put("version", PyStr.of("3.11.0 (Krait)"));
    m.put("version_info", VERSION_INFO.make(PyInt.of(3), PyInt.of(11), PyInt.of(0), PyStr.of("final"),
        PyInt.of(0)));
    m.put("float_info", FLOAT_INFO.make(PyFloat.of(Double.MAX_VALUE), PyInt.of(1024), PyInt.of(308),
        PyFloat.of(Double.MIN_NORMAL), PyInt.of(-1021), PyInt.of(-307), PyInt.of(15), PyInt.of(53),
        PyFloat.of(Math.ulp(1.0)), PyInt.of(2), PyInt.of(1)));
    m.put("int_info", INT_INFO.make(PyInt.of(30), PyInt.of(4), PyInt.of(4300), PyInt.of(640)));
    m.put("hash_info", HASH_INFO.make(PyInt.of(64), PyInt.of((1L << 61) - 1), PyInt.of(314159),
        PyInt.of(0), PyInt.of(1000003), PyStr.of("siphash13"), PyInt.of(64), PyInt.of(128), PyInt.of(0)));
    // CPython's defaults, with dont_write_bytecode set as sys.dont_write_bytecode is
    PyObject[] flags = new PyObject[FLAG_NAMES.length];
    java.util.Arrays.fill(flags, PyInt.of(0));
    flags[4] = PyInt.of(1);
    flags[11] = PyInt.of(1);
    flags[13] = dev.krait.python.objects.PyBool.FALSE;
    flags[16] = dev.krait.python.objects.PyBool.FALSE;
    flags[17] = PyInt.of(-1);
    m.put("flags", FLAGS.make(flags));
    m.put("float_repr_style", PyStr.of("short"));
    m.put("maxunicode", PyInt.of(0x10FFFF));
    m.put("path", new PyList());
    m.put("dont_write_bytecode", dev.krait.python.objects.PyBool.TRUE);
    PyModule impl = new PyModule("implementation");
    impl.put("name", PyStr.of("krait"));
    impl.put("cache_tag", PyNone.NONE);
    impl.put("version", m.instanceDict().getItemOrNull(PyStr.of("version_info")));
    m.put("implementation", impl);
    m.def("exit", (a, k) -> {
      Args.range("exit", a, k, 0, 1);
      // a catchable SystemExit, as in CPython; uncaught, it ends the cell like exit()
      throw Errors.withArgs(dev.krait.python.objects.ExceptionTypes.SYSTEM_EXIT, a);
    });
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
    StdStreams.install(m);
    return m;
  }

  static PyObject unused() {
    return PyNone.NONE;
  }
}
