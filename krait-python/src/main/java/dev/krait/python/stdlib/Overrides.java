/*
 * Java classes meant to be subclassed in Python (html.parser.HTMLParser, calendar.TextCalendar)
 * are template methods: feed() calls handle_starttag, formatmonth() calls formatweek, which calls
 * formatday. A subclass may replace any step, so the Java code asks here, at each step, whether
 * the step is still the builtin's own: if so it runs the Java code directly, with Java values,
 * and skips building Python arguments for a call that would do what Java does anyway.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;

/** Finding a Python override of a builtin method. */
final class Overrides {
  private Overrides() {}

  /**
   * The callable standing for {@code self.name} when it is not the builtin's own method: an
   * attribute set on the instance, or a method a Python subclass defines (bound to self).
   * Null when the nearest builtin class's method is what {@code self.name} would find.
   */
  static PyObject find(PyObject self, String name) {
    PyDict dict = self.instanceDict();
    if (dict != null) {
      PyObject own = dict.getStrOrNull(name);
      if (own != null) {
        return own;
      }
    }
    PyType type = self.type();
    if (type.isBuiltin()) {
      return null;
    }
    PyObject method = type.lookup(name);
    for (PyType t : type.mroArray()) {
      if (t.isBuiltin()) {
        return method == t.lookup(name) ? null : Ops.bindDescriptor(method, self, type);
      }
    }
    return Ops.bindDescriptor(method, self, type);
  }
}
