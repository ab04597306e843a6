/*
 * Name look-ups that are not fast locals: globals with the builtins fallback, the locals
 * mapping of module/class/exec frames, and class-body access to free variables.
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;

/** LOAD_GLOBAL / LOAD_NAME and friends. */
final class Names {
  private Names() {}

  /**
   * What one LOAD_GLOBAL site found: the entry of the name in the globals (or, absent there, in the
   * builtins). Entries keep their index until a key is added or removed, which changes the dict's
   * version; reading the entry's value each time sees rebinding.
   */
  @dev.krait.python.objects.NotWalked("an inline cache of dicts the frame and function reach anyway")
  private static final class GlobalSite {
    final PyDict globals;
    final int globalsVersion;
    final PyDict builtins;
    final int builtinsVersion;
    final int entry;

    GlobalSite(PyDict globals, int globalsVersion, PyDict builtins, int builtinsVersion, int entry) {
      this.globals = globals;
      this.globalsVersion = globalsVersion;
      this.builtins = builtins;
      this.builtinsVersion = builtinsVersion;
      this.entry = entry;
    }
  }

  /** LOAD_GLOBAL at {@code at} when the site's cache holds for these dicts, else null (nothing changed). */
  static PyObject cachedGlobal(PyDict g, PyDict b, dev.krait.python.compiler.CodeObject co, int at) {
    if (co.inlineCache[at] instanceof GlobalSite s && s.globals == g && s.globalsVersion == g.version()) {
      if (s.builtins == null) {
        return g.valueAt(s.entry);
      }
      return s.builtins == b && s.builtinsVersion == b.version() ? b.valueAt(s.entry) : null;
    }
    return null;
  }

  /** LOAD_GLOBAL at instruction {@code at}, through the site's cache. */
  static PyObject loadGlobal(Frame f, int at, int arg) {
    PyDict g = f.globals;
    Object c = f.code.inlineCache[at];
    if (c instanceof GlobalSite s && s.globals == g && s.globalsVersion == g.version()) {
      PyObject v;
      if (s.builtins == null) {
        v = g.valueAt(s.entry);
      } else {
        v = s.builtins == f.builtins && s.builtinsVersion == f.builtins.version() ? f.builtins.valueAt(s.entry) : null;
      }
      if (v != null) {
        return v;
      }
    }
    PyStr key = f.code.nameStrs[arg];
    int gv = g.version();
    int ix = g.entryOfStr(key);
    if (ix >= 0) {
      f.code.inlineCache[at] = new GlobalSite(g, gv, null, 0, ix);
      return g.valueAt(ix);
    }
    PyDict b = f.builtins;
    int bv = b.version();
    ix = b.entryOfStr(key);
    if (ix >= 0) {
      f.code.inlineCache[at] = new GlobalSite(g, gv, b, bv, ix);
      return b.valueAt(ix);
    }
    throw Errors.nameError(key.value());
  }

  static void deleteGlobal(Frame f, int arg) {
    PyStr key = f.code.nameStrs[arg];
    if (f.globals.getItemOrNull(key) == null) {
      throw Errors.nameError(key.value());
    }
    f.globals.delItem(key);
  }

  static PyObject loadName(Frame f, int arg) {
    PyStr key = f.code.nameStrs[arg];
    PyObject locals = f.locals;
    if (locals != null && locals != f.globals) {
      PyObject v = getOrNull(locals, key);
      if (v != null) {
        return v;
      }
    }
    PyObject v = f.globals.getItemOrNull(key);
    if (v == null) {
      v = f.builtins.getItemOrNull(key);
      if (v == null) {
        throw Errors.nameError(key.value());
      }
    }
    return v;
  }

  static PyObject getOrNull(PyObject mapping, PyObject key) {
    if (mapping instanceof PyDict d && d.type() == PyDict.TYPE) {
      return d.getItemOrNull(key);
    }
    try {
      return Ops.getitem(mapping, key);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.KEY_ERROR)) {
        return null;
      }
      throw e;
    }
  }

  static void storeName(Frame f, int arg, PyObject v) {
    PyObject locals = f.locals == null ? f.globals : f.locals;
    if (locals instanceof PyDict d && d.type() == PyDict.TYPE) {
      d.setItem(f.code.nameStrs[arg], v);
    } else {
      Ops.setitem(locals, f.code.nameStrs[arg], v);
    }
  }

  static void deleteName(Frame f, int arg) {
    PyObject locals = f.locals == null ? f.globals : f.locals;
    PyStr key = f.code.nameStrs[arg];
    if (getOrNull(locals, key) == null) {
      throw Errors.nameError(key.value());
    }
    Ops.delitem(locals, key);
  }

  static PyObject loadClassDeref(Frame f, int arg) {
    int ncell = f.code.cellvars.length;
    String name = arg < ncell ? f.code.cellvars[arg] : f.code.freevars[arg - ncell];
    if (f.locals != null) {
      PyObject v = getOrNull(f.locals, PyStr.of(name));
      if (v != null) {
        return v;
      }
    }
    PyObject v = f.cells[arg].value;
    if (v == null) {
      throw Exc.unboundDeref(f.code, arg);
    }
    return v;
  }

  static void setupAnnotations(Frame f) {
    PyObject locals = f.locals == null ? f.globals : f.locals;
    PyStr key = PyStr.of("__annotations__");
    if (getOrNull(locals, key) == null) {
      Ops.setitem(locals, key, new PyDict());
    }
  }
}
