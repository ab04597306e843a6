/*
 * str.format and str.format_map, after CPython's Objects/stringlib/unicode_format.h: literal
 * text with {{ and }}, replacement fields with automatic or manual numbering (never both),
 * keyword names, .attribute and [index] chains, !r/!s/!a conversions, and format specs that
 * may themselves contain replacement fields (two levels deep).
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;

/** {@code str.format}. */
@NotWalked("lives during one str.format call; its arguments are the caller's")
final class StrFormat {
  private final PyObject[] positional;
  private final String[] kwnames;
  private final PyObject[] kwvalues;
  private final PyObject mapping;
  /** 0 = not decided, 1 = automatic, 2 = manual. */
  private int numbering;
  private int autoIndex;

  private StrFormat(PyObject[] positional, String[] kwnames, PyObject[] kwvalues, PyObject mapping) {
    this.positional = positional;
    this.kwnames = kwnames;
    this.kwvalues = kwvalues;
    this.mapping = mapping;
  }

  /** str.format: a[0] is the format string object, then positional and keyword values. */
  static String format(String fmt, PyObject[] a, String[] k) {
    int nk = Args.kwCount(k);
    PyObject[] pos = new PyObject[a.length - 1 - nk];
    System.arraycopy(a, 1, pos, 0, pos.length);
    PyObject[] kv = new PyObject[nk];
    System.arraycopy(a, a.length - nk, kv, 0, nk);
    return new StrFormat(pos, k, kv, null).render(fmt, 2);
  }

  /** str.format_map(mapping). */
  static String formatMap(String fmt, PyObject mapping) {
    return new StrFormat(null, null, null, mapping).render(fmt, 2);
  }

  /** Renders with the arguments of a Java caller (used by f-string helpers and tests). */
  static String render(String fmt, PyObject[] positional, java.util.Map<String, PyObject> keywords) {
    String[] names = keywords.keySet().toArray(new String[0]);
    PyObject[] values = new PyObject[names.length];
    for (int i = 0; i < names.length; i++) {
      values[i] = keywords.get(names[i]);
    }
    return new StrFormat(positional, names, values, null).render(fmt, 2);
  }

  private String render(String fmt, int depth) {
    if (depth <= 0) {
      throw Errors.valueError("Max string recursion exceeded");
    }
    int n = fmt.length();
    StringBuilder out = new StringBuilder(n + 16);
    int i = 0;
    ResourceMeter meter = ResourceMeter.current();
    while (i < n) {
      char c = fmt.charAt(i);
      if (c == '{') {
        if (i + 1 < n && fmt.charAt(i + 1) == '{') {
          out.append('{');
          i += 2;
          continue;
        }
        // find the end of the field by counting braces
        int depthCount = 1;
        int j = i + 1;
        while (j < n) {
          char d = fmt.charAt(j);
          if (d == '{') {
            depthCount++;
          } else if (d == '}') {
            depthCount--;
            if (depthCount == 0) {
              break;
            }
          }
          j++;
        }
        if (j >= n) {
          if (depthCount > 0 && fieldHasSpecOrConversion(fmt, i + 1)) {
            throw Errors.valueError("unmatched '{' in format spec");
          }
          throw Errors.valueError(i + 1 >= n ? "Single '{' encountered in format string"
              : "expected '}' before end of string");
        }
        String field = fmt.substring(i + 1, j);
        String piece = renderField(field, depth);
        // each field may be as long as an argument: the result is bounded as it grows
        meter.tick(1 + (piece.length() >> 3));
        meter.requireFitsString((long) out.length() + piece.length());
        out.append(piece);
        i = j + 1;
      } else if (c == '}') {
        if (i + 1 < n && fmt.charAt(i + 1) == '}') {
          out.append('}');
          i += 2;
          continue;
        }
        throw Errors.valueError("Single '}' encountered in format string");
      } else {
        int j = i;
        while (j < n && fmt.charAt(j) != '{' && fmt.charAt(j) != '}') {
          j++;
        }
        out.append(fmt, i, j);
        i = j;
      }
    }
    return out.toString();
  }

  /** Whether an unterminated field got as far as a ':' or '!' (outside brackets). */
  private static boolean fieldHasSpecOrConversion(String fmt, int start) {
    int brackets = 0;
    for (int i = start; i < fmt.length(); i++) {
      char c = fmt.charAt(i);
      if (c == '[') {
        brackets++;
      } else if (c == ']') {
        brackets--;
      } else if ((c == ':' || c == '!') && brackets <= 0) {
        return true;
      }
    }
    return false;
  }

  private String renderField(String field, int depth) {
    // split field name / conversion / spec at the first ':' or '!' outside brackets
    int n = field.length();
    int i = 0;
    int brackets = 0;
    while (i < n) {
      char c = field.charAt(i);
      if (c == '[') {
        brackets++;
      } else if (c == ']') {
        brackets--;
      } else if ((c == ':' || c == '!') && brackets <= 0) {
        break;
      }
      i++;
    }
    String name = field.substring(0, i);
    char conversion = 0;
    String spec = "";
    if (i < n && field.charAt(i) == '!') {
      if (i + 1 >= n) {
        throw Errors.valueError("unmatched '{' in format spec");
      }
      conversion = field.charAt(i + 1);
      i += 2;
      if (i < n) {
        if (field.charAt(i) != ':') {
          throw Errors.valueError("expected ':' after conversion specifier");
        }
      }
    }
    if (i < n && field.charAt(i) == ':') {
      spec = field.substring(i + 1);
    }
    PyObject value = resolve(name);
    switch (conversion) {
      case 0 -> { }
      case 'r' -> value = Ops.reprObject(value);
      case 's' -> value = Ops.strObject(value);
      case 'a' -> value = PyStr.ascii(value);
      default -> throw Errors.valueError("Unknown conversion specifier " + conversion);
    }
    if (spec.indexOf('{') >= 0 || spec.indexOf('}') >= 0) {
      spec = render(spec, depth - 1);
    }
    return Ops.format(value, spec).value();
  }

  private PyObject resolve(String name) {
    int n = name.length();
    int i = 0;
    while (i < n && name.charAt(i) != '.' && name.charAt(i) != '[') {
      i++;
    }
    String first = name.substring(0, i);
    PyObject obj;
    if (first.isEmpty()) {
      if (numbering == 2) {
        throw Errors.valueError("cannot switch from manual field specification to automatic field numbering");
      }
      numbering = 1;
      obj = positionalArg(autoIndex++);
    } else if (isDigits(first)) {
      if (numbering == 1) {
        throw Errors.valueError("cannot switch from automatic field numbering to manual field specification");
      }
      numbering = 2;
      long idx;
      try {
        idx = Long.parseLong(first);
      } catch (NumberFormatException e) {
        throw Errors.valueError("Too many decimal digits in format string");
      }
      obj = positionalArg(idx);
    } else {
      obj = keywordArg(first);
    }
    while (i < n) {
      char c = name.charAt(i);
      if (c == '.') {
        int j = i + 1;
        while (j < n && name.charAt(j) != '.' && name.charAt(j) != '[') {
          j++;
        }
        String attr = name.substring(i + 1, j);
        if (attr.isEmpty()) {
          throw Errors.valueError("Empty attribute in format string");
        }
        obj = Ops.getattr(obj, attr);
        i = j;
      } else if (c == '[') {
        int j = name.indexOf(']', i + 1);
        if (j < 0) {
          throw Errors.valueError("expected '}' before end of string");
        }
        String key = name.substring(i + 1, j);
        if (key.isEmpty()) {
          throw Errors.valueError("Empty attribute in format string");
        }
        PyObject k = isDigits(key) ? PyInt.parse(key, 10) : PyStr.of(key);
        obj = Ops.getitem(obj, k);
        i = j + 1;
        if (i < n && name.charAt(i) != '.' && name.charAt(i) != '[') {
          throw Errors.valueError("Only '.' or '[' may follow ']' in format field specifier");
        }
      } else {
        throw Errors.valueError("Only '.' or '[' may follow ']' in format field specifier");
      }
    }
    return obj;
  }

  private static boolean isDigits(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (Character.getType(s.charAt(i)) != Character.DECIMAL_DIGIT_NUMBER) {
        return false;
      }
    }
    return true;
  }

  private PyObject positionalArg(long idx) {
    if (mapping != null) {
      throw Errors.valueError("Format string contains positional fields");
    }
    if (idx >= positional.length) {
      throw Errors.indexError("Replacement index " + idx + " out of range for positional args tuple");
    }
    return positional[(int) idx];
  }

  private PyObject keywordArg(String name) {
    if (mapping != null) {
      return Ops.getitem(mapping, PyStr.of(name));
    }
    if (kwnames != null) {
      for (int i = 0; i < kwnames.length; i++) {
        if (kwnames[i].equals(name)) {
          return kwvalues[i];
        }
      }
    }
    throw Errors.keyError(PyStr.of(name));
  }
}
