/*
 * warnings: the filters, actions, showwarning/formatwarning and catch_warnings are library
 * Python (lib/warnings.py), because cells replace and restore those module attributes and the
 * module's own code must see the replacements. The Java half gives it what Python cannot reach in
 * the sandbox: the file, line and module of the frame a warning is attributed to (stacklevel),
 * and that line's source text.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyStr;
import dev.krait.python.vm.LibraryPython;
import dev.krait.python.vm.VmAccess;

/** {@code import warnings}. */
public final class WarningsModule {
  private WarningsModule() {}

  public static PyModule create() {
    PyModule m = new PyModule("warnings");
    // warn()'s own frame is the running one: stacklevel 1 is its caller
    m.def("_caller", (a, k) -> {
      Args.exact("_caller", a, k, 1);
      return VmAccess.callerLocation(Math.max(1, Support.toInt(a[0])));
    });
    m.def("_caller_line", (a, k) -> {
      Args.exact("_caller_line", a, k, 1);
      String line = VmAccess.callerSourceLine(Math.max(1, Support.toInt(a[0])));
      return line == null ? PyNone.NONE : PyStr.of(line);
    });
    LibraryPython.runInto(m, "warnings.py");
    return m;
  }
}
