/*
 * Attribute access from bytecode: LOAD_METHOD finds plain functions on the type without
 * allocating a bound method, and LOAD_ATTR and STORE_ATTR have fast paths for ordinary instances,
 * each site caching what it learnt about the few types it sees.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.objects.Descriptor;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFunction;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;

/** LOAD_ATTR / LOAD_METHOD. */
final class Attrs {
  private Attrs() {}

  private static final ObjectSlot OBJECT_GETATTRIBUTE = new ObjectSlot("__getattribute__");
  private static final ObjectSlot OBJECT_SETATTR = new ObjectSlot("__setattr__");

  static PyObject defaultGetattribute() {
    return OBJECT_GETATTRIBUTE.get();
  }

  static PyObject defaultSetattr() {
    return OBJECT_SETATTR.get();
  }

  /**
   * What one LOAD_ATTR/LOAD_METHOD/STORE_ATTR site learnt about a type: the class attribute found
   * for the name (or null) and whether it is a (builtin) data descriptor; for a store, whether it
   * is a plain store into the instance dict. Valid while no type changed (PyType.lookupVersion).
   */
  @dev.krait.python.objects.NotWalked("an inline cache of what a type's MRO holds")
  private static final class Site {
    final PyType type;
    final int version;
    final PyObject descr;
    final boolean dataDescr;
    /** The name as a str whose keyed hash is computed once (keyed hashes cost more than a field read). */
    final PyStr key;
    final long nameHash;

    Site(PyType type, int version, PyObject descr, boolean dataDescr, PyStr key) {
      this.type = type;
      this.version = version;
      this.descr = descr;
      this.dataDescr = dataDescr;
      this.key = key;
      this.nameHash = key.hashValue();
    }
  }

  /** Types one site remembers at once (a call site over a small class hierarchy sees a few). */
  private static final int POLY = 4;

  /**
   * The site's entry for tp, refilled when missing or stale; null when the type is not plain
   * (for a load: its own __getattribute__ or a Python descriptor; for a store: anything but a
   * store into the instance dict). A site holds one Site, or a Site[] of up to POLY types seen
   * under the current version (copied, never mutated: code objects and their caches are shared by
   * concurrent executions).
   */
  private static Site site(CodeObject co, int at, PyType tp, String name, boolean store) {
    Object c = co.inlineCache[at];
    int version = PyType.lookupVersion();
    if (c instanceof Site s) {
      if (s.type == tp && s.version == version) {
        return s;
      }
    } else if (c instanceof Site[] ss) {
      for (Site s : ss) {
        if (s.type == tp && s.version == version) {
          return s;
        }
      }
    }
    return store ? fillStore(co, at, tp, name, c, version) : fill(co, at, tp, name, c, version);
  }

  private static Site fill(CodeObject co, int at, PyType tp, String name, Object c, int version) {
    if (tp.lookup("__getattribute__") != defaultGetattribute()) {
      return null;
    }
    PyObject descr = tp.lookup(name);
    boolean data = false;
    if (descr instanceof Descriptor d) {
      data = d.isData();
    } else if (descr != null && !descr.type().isBuiltin()) {
      return null; // a Python-level descriptor: the generic path decides each time
    }
    return remember(co, at, c, new Site(tp, version, descr, data, keyOf(c, name)));
  }

  /** A store site's entry: only for object.__setattr__ storing into the instance dict (no data descriptor, no slots). */
  private static Site fillStore(CodeObject co, int at, PyType tp, String name, Object c, int version) {
    if (tp.lookup("__setattr__") != defaultSetattr() || !tp.allowsInstanceAttribute(name)) {
      return null;
    }
    PyObject descr = tp.lookup(name);
    if (descr instanceof Descriptor d ? d.isData()
        : descr != null && !descr.type().isBuiltin() && descr.type().lookup("__set__") != null) {
      return null;
    }
    return remember(co, at, c, new Site(tp, version, null, false, keyOf(c, name)));
  }

  private static PyStr keyOf(Object c, String name) {
    return c instanceof Site one ? one.key : c instanceof Site[] many ? many[0].key : PyStr.of(name);
  }

  /** Puts s first in the site's cache, keeping the other types seen under the same version. */
  private static Site remember(CodeObject co, int at, Object c, Site s) {
    Site[] seen = c instanceof Site one ? new Site[] {one} : c instanceof Site[] many ? many : new Site[0];
    Site[] kept = new Site[POLY];
    int n = 0;
    kept[n++] = s;
    for (Site old : seen) {
      if (old.version == s.version && old.type != s.type && n < POLY) {
        kept[n++] = old;
      }
    }
    co.inlineCache[at] = n == 1 ? s : java.util.Arrays.copyOf(kept, n);
    return s;
  }

  /** STORE_ATTR with the site's cache: a plain instance-dict store without the type look-ups. */
  static void setattr(PyObject o, CodeObject co, int at, String name, PyObject value) {
    if (!(o instanceof PyType)) {
      Site s = site(co, at, o.type(), name, true);
      if (s != null) {
        PyDict d = o.instanceDict();
        if (d != null) {
          d.setItem(s.key, s.nameHash, value);
          return;
        }
      }
    }
    Ops.setattr(o, name, value);
  }

  /** LOAD_ATTR with the site's cache: object.__getattribute__'s algorithm without the type look-ups. */
  static PyObject getattr(PyObject o, CodeObject co, int at, String name) {
    if (!(o instanceof PyType)) {
      PyType tp = o.type();
      Site s = site(co, at, tp, name, false);
      if (s != null) {
        PyObject descr = s.descr;
        if (s.dataDescr) {
          return ((Descriptor) descr).get(o, tp);
        }
        PyDict d = o.instanceDict();
        if (d != null) {
          PyObject v = d.getStrOrNull(name, s.nameHash);
          if (v != null) {
            return v;
          }
        }
        if (descr != null) {
          return Ops.bindDescriptor(descr, o, tp);
        }
      }
    }
    return Ops.getattr(o, name); // missing (maybe __getattr__), classes, custom __getattribute__
  }

  /**
   * LOAD_ATTR's common case without side effects beyond filling the site: a value found in the
   * instance dict of a non-class object whose type has no data descriptor for the name; null
   * otherwise (then {@link #getattr} must run). For compiled leaf functions (JitCompiler).
   */
  static PyObject instanceValueOrNull(PyObject o, CodeObject co, int at, String name) {
    if (o instanceof PyType) {
      return null;
    }
    Site s = site(co, at, o.type(), name, false);
    if (s == null || s.dataDescr) {
      return null;
    }
    PyDict d = o.instanceDict();
    return d == null ? null : d.getStrOrNull(name, s.nameHash);
  }

  /**
   * STORE_ATTR's plain instance-dict store when it allocates nothing and runs no Python code
   * (PyDict.setStrInPlace): true when stored; false, nothing changed but the site, otherwise
   * (then {@link #setattr} must run). For compiled leaf functions (JitCompiler).
   */
  static boolean storeInPlace(PyObject o, CodeObject co, int at, String name, PyObject value) {
    if (o instanceof PyType) {
      return false;
    }
    Site s = site(co, at, o.type(), name, true);
    PyDict d = s == null ? null : o.instanceDict();
    return d != null && d.setStrInPlace(s.key, s.nameHash, value);
  }

  /**
   * LOAD_METHOD's common case without side effects beyond filling the site: the plain function
   * the type holds for the name when the instance dict does not shadow it; null otherwise (then
   * {@link #loadMethod} must run). For compiled leaf functions (JitCompiler).
   */
  static PyObject methodOrNull(PyObject o, CodeObject co, int at, String name) {
    if (o instanceof PyType) {
      return null;
    }
    Site s = site(co, at, o.type(), name, false);
    if (s == null || !(s.descr instanceof PyFunction)) {
      return null;
    }
    PyDict d = o.instanceDict();
    return d == null || d.getStrOrNull(name, s.nameHash) == null ? s.descr : null;
  }

  /** LOAD_METHOD with the site's cache: (o -- method o) or (o -- attr null); returns the new sp. */
  static int loadMethod(PyObject[] stack, int sp, CodeObject co, int at, String name) {
    PyObject o = stack[sp - 1];
    if (!(o instanceof PyType)) {
      PyType tp = o.type();
      Site s = site(co, at, tp, name, false);
      if (s != null) {
        PyObject descr = s.descr;
        if (descr instanceof PyFunction || descr instanceof PyBuiltinFunction bf && bf.isMethod()) {
          PyDict d = o.instanceDict();
          if (d == null || d.getStrOrNull(name, s.nameHash) == null) {
            stack[sp - 1] = descr;
            stack[sp++] = o;
            return sp;
          }
        }
        stack[sp - 1] = getattr(o, co, at, name);
        stack[sp++] = null;
        return sp;
      }
    }
    // a class, or a type with its own __getattribute__: the generic path, bound as an attribute
    stack[sp - 1] = Ops.getattr(o, name);
    stack[sp++] = null;
    return sp;
  }
}
