/*
 * Argument validation and binding for builtins, which receive CPython's vectorcall shape
 * (positional values, then keyword values named by kwnames).
 */
package dev.krait.python.objects;

/** Helpers to check and bind builtin arguments with CPython's error messages. */
public final class Args {
  private Args() {}

  /** Number of keyword arguments. */
  public static int kwCount(String[] kwnames) {
    return kwnames == null ? 0 : kwnames.length;
  }

  /** Number of positional arguments. */
  public static int posCount(PyObject[] args, String[] kwnames) {
    return args.length - kwCount(kwnames);
  }

  /** Exactly {@code n} positional arguments (self included for methods) and no keywords. */
  public static void exact(String name, PyObject[] args, String[] kwnames, int n) {
    noKeywords(name, kwnames);
    if (args.length != n) {
      throw wrongCount(name, n - 1, n - 1, args.length - 1);
    }
  }

  /** Between min and max positional arguments (counting self), no keywords. */
  public static void range(String name, PyObject[] args, String[] kwnames, int min, int max) {
    noKeywords(name, kwnames);
    if (args.length < min || args.length > max) {
      throw wrongCount(name, min - 1, max - 1, args.length - 1);
    }
  }

  public static void noKeywords(String name, String[] kwnames) {
    if (kwnames != null && kwnames.length > 0) {
      throw Errors.typeError(name + "() takes no keyword arguments").qualifiable(name);
    }
  }

  /** The positional arguments after the first {@code skip}, ignoring keywords. */
  public static PyObject[] positional(PyObject[] args, String[] kwnames, int skip) {
    int n = posCount(args, kwnames) - skip;
    PyObject[] out = new PyObject[Math.max(n, 0)];
    System.arraycopy(args, skip, out, 0, out.length);
    return out;
  }

  /**
   * Binds arguments to parameter names (positional-or-keyword), after skipping {@code skip}
   * leading arguments (self). Returns one slot per name, null where not given. The first
   * {@code required} names must be given.
   */
  public static PyObject[] bind(String fname, PyObject[] args, String[] kwnames, int skip, String[] names,
      int required) {
    PyObject[] out = new PyObject[names.length];
    int npos = posCount(args, kwnames) - skip;
    if (npos > names.length) { // the wording of CPython's parser for functions taking keywords
      throw Errors.typeError(fname + "() takes at most " + names.length + " argument"
          + (names.length == 1 ? "" : "s") + " (" + npos + " given)");
    }
    System.arraycopy(args, skip, out, 0, npos);
    int nkw = kwCount(kwnames);
    for (int i = 0; i < nkw; i++) {
      String kw = kwnames[i];
      int idx = -1;
      for (int j = 0; j < names.length; j++) {
        if (names[j].equals(kw)) {
          idx = j;
          break;
        }
      }
      if (idx < 0) {
        throw Errors.typeError(fname + "() got an unexpected keyword argument '" + kw + "'");
      }
      if (out[idx] != null) {
        throw Errors.typeError("argument for " + fname + "() given by name ('" + kw + "') and position ("
            + (idx + 1) + ")");
      }
      out[idx] = args[args.length - nkw + i];
    }
    for (int i = 0; i < required; i++) {
      if (out[i] == null) {
        throw Errors.typeError(fname + "() missing required argument '" + names[i] + "' (pos " + (i + 1) + ")");
      }
    }
    return out;
  }

  private static PyError wrongCount(String name, int min, int max, int given) {
    if (min == max) {
      if (min == 0) {
        return Errors.typeError(name + "() takes no arguments (" + given + " given)").qualifiable(name);
      }
      if (min > 1) { // argument clinic's wording for several positional-only parameters
        return Errors.typeError(name + " expected " + min + " arguments, got " + given);
      }
      return Errors.typeError(name + "() takes exactly one argument (" + given + " given)").qualifiable(name);
    }
    if (given < min) {
      return Errors.typeError(name + " expected at least " + min + " argument" + (min == 1 ? "" : "s") + ", got "
          + given);
    }
    return Errors.typeError(name + " expected at most " + max + " argument" + (max == 1 ? "" : "s") + ", got "
        + given);
  }
}
