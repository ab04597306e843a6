/*
 * traceback: the formatting half of CPython's module, which agent code uses in except blocks
 * (format_exc, print_exc, format_exception...). The text is the VM's own report of the
 * exception, the same CPython-style report an uncaught exception gets, so what a cell prints
 * matches what the host would have seen. Krait exposes no traceback or frame objects
 * (__traceback__ is None), so the functions taking one (format_tb, extract_tb, walk_tb) see
 * nothing, and the stack-inspecting ones (extract_stack, print_stack...) are absent. print_exc()
 * writes to sys.stderr, which reaches the host's stderr sink.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.VmAccess;
import java.util.ArrayList;
import java.util.List;

/** {@code traceback}. */
public final class TracebackModule {
  private TracebackModule() {}

  public static PyModule create() {
    PyModule m = new PyModule("traceback");
    m.def("format_exc", (a, k) -> {
      PyObject[] p = Support.bind("format_exc", a, k, new String[] {"limit", "chain"}, 0);
      return PyStr.of(formatHandled(p[1] == null || Ops.truthy(p[1])));
    });
    m.def("print_exc", (a, k) -> {
      PyObject[] p = Support.bind("print_exc", a, k, new String[] {"limit", "file", "chain"}, 0);
      write(p[1], formatHandled(p[2] == null || Ops.truthy(p[2])));
      return PyNone.NONE;
    });
    m.def("format_exception", (a, k) -> {
      PyObject[] p = Support.bind("format_exception", a, k,
          new String[] {"exc", "value", "tb", "limit", "chain"}, 1);
      PyBaseException exc = exception("format_exception", p[0], p[1]);
      return lines(exc == null ? "NoneType: None\n" : VmAccess.formatException(exc, p[4] == null || Ops.truthy(p[4])));
    });
    m.def("print_exception", (a, k) -> {
      PyObject[] p = Support.bind("print_exception", a, k,
          new String[] {"exc", "value", "tb", "limit", "file", "chain"}, 1);
      PyBaseException exc = exception("print_exception", p[0], p[1]);
      write(p[4], exc == null ? "NoneType: None\n" : VmAccess.formatException(exc, p[5] == null || Ops.truthy(p[5])));
      return PyNone.NONE;
    });
    m.def("format_exception_only", (a, k) -> {
      PyObject[] p = Support.bind("format_exception_only", a, k, new String[] {"exc", "value"}, 1);
      PyBaseException exc = exception("format_exception_only", p[0], p[1]);
      return lines(exc == null ? "NoneType: None\n" : VmAccess.formatExceptionOnly(exc));
    });
    // Krait's __traceback__ is always None: there are no frames to list
    m.def("format_tb", (a, k) -> {
      Support.bind("format_tb", a, k, new String[] {"tb", "limit"}, 1);
      return new PyList();
    });
    m.def("extract_tb", (a, k) -> {
      Support.bind("extract_tb", a, k, new String[] {"tb", "limit"}, 1);
      return new PyList();
    });
    m.def("format_list", (a, k) -> {
      Support.bind("format_list", a, k, new String[] {"extracted_list"}, 1);
      return new PyList();
    });
    m.def("walk_tb", (a, k) -> {
      Support.bind("walk_tb", a, k, new String[] {"tb"}, 1);
      return Ops.iter(new PyList());
    });
    m.def("clear_frames", (a, k) -> PyNone.NONE);
    return m;
  }

  private static String formatHandled(boolean chain) {
    PyObject exc = VmAccess.excInfo().get(1);
    return exc instanceof PyBaseException e ? VmAccess.formatException(e, chain) : "NoneType: None\n";
  }

  /** The exception of the (exc) or legacy (type, value, tb) calling forms; null for None. */
  private static PyBaseException exception(String fname, PyObject exc, PyObject value) {
    PyObject v = value != null ? value : exc;
    if (v == PyNone.NONE) {
      return null;
    }
    if (v instanceof PyBaseException e) {
      return e;
    }
    if (value == null && exc instanceof PyType) {
      throw Errors.typeError("Exception expected for value, " + exc.type().name() + " found");
    }
    throw Errors.typeError("Exception expected for value, " + v.type().name() + " found");
  }

  /** The report as CPython's list: the header, one entry per frame (with its source and carets), the rest by line. */
  private static PyList lines(String report) {
    List<PyObject> out = new ArrayList<>();
    StringBuilder frame = null;
    for (String line : report.split("(?<=\n)")) {
      if (line.startsWith("  File ")) {
        if (frame != null) {
          out.add(PyStr.of(frame.toString()));
        }
        frame = new StringBuilder(line);
      } else if (frame != null && line.startsWith("    ")) {
        frame.append(line);
      } else {
        if (frame != null) {
          out.add(PyStr.of(frame.toString()));
          frame = null;
        }
        out.add(PyStr.of(line));
      }
    }
    if (frame != null) {
      out.add(PyStr.of(frame.toString()));
    }
    return new PyList(out.toArray(new PyObject[0]));
  }

  /** Writes to file, or to sys.stderr as CPython does (the host's stderr when sys was not imported). */
  private static void write(PyObject file, String text) {
    if (file == null || file == PyNone.NONE) {
      PyObject sys = VmAccess.importedModule("sys");
      file = sys == null ? null : Ops.getattrOrNull(sys, "stderr", null);
      if (file == null) {
        VmAccess.writeStderr(text);
        return;
      }
    }
    Ops.call(Ops.getattr(file, "write"), PyStr.of(text));
  }
}
