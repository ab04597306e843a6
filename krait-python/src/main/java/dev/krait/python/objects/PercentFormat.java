/*
 * printf-style formatting: str % args, as CPython's PyUnicode_Format does it (a tuple of
 * arguments, a single argument, or a mapping for %(name)s; flags #0- +; width and precision
 * with *; conversions s r a d i u o x X e E f F g G c %), with CPython's messages.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;

/** {@code str % args}. */
@NotWalked("lives during one % formatting; its arguments are the caller's")
final class PercentFormat {
  private final String fmt;
  private final PyObject args;
  private final PyObject[] items;
  private final PyObject dict;
  private int argIndex;
  private final int argCount;

  /** bytes % args: %s/%b take bytes-likes, %r/%a give ascii(), keys are bytes; text is Latin-1. */
  private boolean bytesMode;

  private PercentFormat(String fmt, PyObject args) {
    this.fmt = fmt;
    this.args = args;
    if (args instanceof PyTuple t) {
      items = t.toArray();
      argCount = items.length;
      dict = null;
    } else {
      items = null;
      argCount = -1;
      PyType t = args.type();
      // the usual single int or float argument is no mapping: skip the look-up for exact ones
      boolean mapping = t != PyInt.TYPE && t != PyFloat.TYPE && !(args instanceof PyStr)
          && !PyBytes.isBytesLike(args) && t.lookup("__getitem__") != null;
      dict = mapping ? args : null;
    }
  }

  static String format(String fmt, PyObject args) {
    return new PercentFormat(fmt, args).run();
  }

  /** {@code bytes % args} over the Latin-1 text of the format; returns Latin-1 text. */
  static String formatBytes(String fmt, PyObject args) {
    PercentFormat f = new PercentFormat(fmt, args);
    f.bytesMode = true;
    return f.run();
  }

  private String bytesBody(PyObject arg) {
    if (PyBytes.isBytesLike(arg)) {
      return BytesMethods.latin(arg);
    }
    PyObject b = Ops.callSpecial(arg, "__bytes__");
    if (b != null && PyBytes.isBytesLike(b)) {
      return BytesMethods.latin(b);
    }
    throw Errors.typeError("%b requires a bytes-like object, or an object that implements __bytes__, not '"
        + arg.type().name() + "'");
  }

  private PyObject nextArg() {
    if (argCount < 0) {
      if (argIndex == 0) {
        argIndex = 1;
        return args;
      }
      throw Errors.typeError("not enough arguments for format string");
    }
    if (argIndex < argCount) {
      return items[argIndex++];
    }
    throw Errors.typeError("not enough arguments for format string");
  }

  private String run() {
    int n = fmt.length();
    StringBuilder out = new StringBuilder(n + 16);
    int i = 0;
    boolean usedKey = false;
    while (i < n) {
      char c = fmt.charAt(i);
      if (c != '%') {
        int j = fmt.indexOf('%', i);
        if (j < 0) {
          j = n;
        }
        out.append(fmt, i, j);
        i = j;
        continue;
      }
      int specStart = i;
      i++;
      if (i >= n) {
        throw Errors.valueError("incomplete format");
      }
      if (fmt.charAt(i) == '%') {
        out.append('%');
        i++;
        continue;
      }
      PyObject arg = null;
      if (fmt.charAt(i) == '(') {
        if (dict == null) {
          throw Errors.typeError("format requires a mapping");
        }
        int depth = 1;
        int ks = ++i;
        while (i < n && depth > 0) {
          char d = fmt.charAt(i);
          if (d == '(') {
            depth++;
          } else if (d == ')') {
            depth--;
          }
          i++;
        }
        if (depth > 0) {
          throw Errors.valueError("incomplete format key");
        }
        String key = fmt.substring(ks, i - 1);
        arg = Ops.getitem(dict, bytesMode ? PyBytes.of(key.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1))
            : PyStr.of(key));
        usedKey = true;
      }
      boolean ljust = false;
      boolean sign = false;
      boolean blank = false;
      boolean alt = false;
      boolean zero = false;
      while (i < n) {
        char f = fmt.charAt(i);
        if (f == '-') {
          ljust = true;
        } else if (f == '+') {
          sign = true;
        } else if (f == ' ') {
          blank = true;
        } else if (f == '#') {
          alt = true;
        } else if (f == '0') {
          zero = true;
        } else {
          break;
        }
        i++;
      }
      long width = -1;
      if (i < n && fmt.charAt(i) == '*') {
        PyObject w = nextArg();
        if (!(w instanceof PyInt wi)) {
          throw Errors.typeError("* wants int");
        }
        width = wi.clampedLong();
        if (width == Long.MAX_VALUE || width == Long.MIN_VALUE) {
          // CPython reads a '*' width as a C ssize_t (clampedLong saturates there)
          if (!wi.fitsLong()) {
            throw Errors.overflow("Python int too large to convert to C ssize_t");
          }
        }
        if (width < 0) {
          ljust = true;
          width = -width;
        }
        i++;
      } else {
        long w = 0;
        boolean any = false;
        while (i < n && Character.isDigit(fmt.charAt(i)) && fmt.charAt(i) < 128) {
          int d = fmt.charAt(i) - '0';
          if (w > (Long.MAX_VALUE - d) / 10) {
            throw Errors.valueError("width too big");
          }
          w = w * 10 + d;
          any = true;
          i++;
        }
        if (any) {
          width = w;
        }
      }
      long prec = -1;
      if (i < n && fmt.charAt(i) == '.') {
        i++;
        if (i < n && fmt.charAt(i) == '*') {
          PyObject p = nextArg();
          if (!(p instanceof PyInt pi)) {
            throw Errors.typeError("* wants int");
          }
          long pv = pi.clampedLong();
          if (pv > Integer.MAX_VALUE || pv < Integer.MIN_VALUE) {
            throw Errors.overflow("Python int too large to convert to C int"); // a C int, as in CPython
          }
          prec = Math.max(0, pv);
          i++;
        } else {
          long p = 0;
          while (i < n && Character.isDigit(fmt.charAt(i)) && fmt.charAt(i) < 128) {
            p = p * 10 + (fmt.charAt(i) - '0');
            if (p > Integer.MAX_VALUE) {
              throw Errors.valueError("precision too big");
            }
            i++;
          }
          prec = p;
        }
      }
      while (i < n && (fmt.charAt(i) == 'h' || fmt.charAt(i) == 'l' || fmt.charAt(i) == 'L')) {
        i++;
      }
      if (i >= n) {
        throw Errors.valueError("incomplete format");
      }
      int type = fmt.codePointAt(i);
      int typeIndex = i;
      i += Character.charCount(type);
      if (arg == null) {
        arg = nextArg();
      }
      if (width > 100_000) {
        ResourceMeter.current().allocateString(width);
      }
      String body;
      String signStr = "";
      String prefix = "";
      boolean numeric = false;
      switch (type) {
        case '%' -> body = "%";
        case 's' -> body = bytesMode ? bytesBody(arg) : Ops.str(arg);
        case 'b' -> {
          if (!bytesMode) {
            throw Errors.valueError("unsupported format character 'b' (0x62) at index " + typeIndex);
          }
          body = bytesBody(arg);
        }
        case 'r' -> body = bytesMode ? PyStr.ascii(arg).value() : Ops.repr(arg);
        case 'a' -> body = PyStr.ascii(arg).value();
        case 'c' -> {
          if (bytesMode) {
            if (PyBytes.isBytesLike(arg) && BytesMethods.latin(arg).length() == 1) {
              body = BytesMethods.latin(arg);
            } else if (arg instanceof PyInt ci) {
              if (!ci.fitsLong() || ci.longValue() < 0 || ci.longValue() > 255) {
                throw Errors.overflow("%c arg not in range(256)");
              }
              body = String.valueOf((char) ci.longValue());
            } else {
              throw Errors.typeError("%c requires an integer in range(256) or a single byte");
            }
          } else if (arg instanceof PyStr s) {
            if (s.length() != 1) {
              throw Errors.typeError("%c requires int or char");
            }
            body = s.value();
          } else if (arg instanceof PyInt ci) {
            if (!ci.fitsLong() || ci.longValue() < 0 || ci.longValue() > 0x10ffff) {
              throw Errors.overflow("%c arg not in range(0x110000)");
            }
            body = new String(Character.toChars((int) ci.longValue()));
          } else {
            throw Errors.typeError("%c requires int or char");
          }
        }
        case 'd', 'i', 'u', 'o', 'x', 'X' -> {
          numeric = true;
          PyInt v;
          if (arg instanceof PyInt ai) {
            v = ai;
          } else if (type == 'd' || type == 'i' || type == 'u') {
            if (arg instanceof PyFloat af) {
              v = PyInt.fromDouble(af.value());
            } else if (arg.type().lookup("__int__") != null) {
              v = PyInt.toInt(arg);
            } else if (arg.type().lookup("__index__") != null) {
              v = Ops.index(arg);
            } else {
              throw Errors.typeError("%" + (char) type + " format: a real number is required, not "
                  + arg.type().name());
            }
          } else {
            if (arg.type().lookup("__index__") == null) {
              throw Errors.typeError("%" + (char) type + " format: an integer is required, not "
                  + arg.type().name());
            }
            v = Ops.index(arg);
          }
          String digits;
          switch (type) {
            case 'o' -> {
              digits = v.absToString(8);
              prefix = alt ? "0o" : "";
            }
            case 'x' -> {
              digits = v.absToString(16);
              prefix = alt ? "0x" : "";
            }
            case 'X' -> {
              digits = v.absToString(16).toUpperCase(java.util.Locale.ROOT);
              prefix = alt ? "0X" : "";
            }
            default -> digits = v.absToString(10);
          }
          if (prec > digits.length()) {
            ResourceMeter.current().allocateString(prec);
            digits = "0".repeat((int) (prec - digits.length())) + digits;
          }
          signStr = v.signum() < 0 ? "-" : sign ? "+" : blank ? " " : "";
          body = digits;
        }
        case 'e', 'E', 'f', 'F', 'g', 'G' -> {
          numeric = true;
          double d;
          if (arg instanceof PyFloat af) {
            d = af.value();
          } else if (arg instanceof PyInt ai) {
            d = ai.doubleValue();
          } else if (arg.type().lookup("__float__") != null || arg.type().lookup("__index__") != null) {
            d = PyFloat.toFloat(arg);
          } else {
            throw Errors.typeError("must be real number, not " + arg.type().name());
          }
          long p = prec < 0 ? 6 : prec;
          if (p > 100_000) {
            ResourceMeter.current().allocateString(p);
          }
          char code = Character.toLowerCase((char) type);
          boolean upper = Character.isUpperCase((char) type);
          boolean negative = Double.doubleToRawLongBits(d) < 0 && !Double.isNaN(d);
          body = FloatRepr.formatAbs(Math.abs(d), code, (int) p, false, alt, upper);
          signStr = negative ? "-" : sign ? "+" : blank ? " " : "";
        }
        default -> {
          String shown = type < 127 && type >= 32 ? String.valueOf((char) type) : new String(Character.toChars(type));
          throw Errors.valueError("unsupported format character '" + shown + "' (0x" + Integer.toHexString(type)
              + ") at index " + typeIndex);
        }
      }
      if (!numeric && prec >= 0 && (type == 's' || type == 'r' || type == 'a' || type == 'b')) {
        if (PyStr.codePointLength(body) > prec) {
          body = PyStr.substringByCodePoints(body, 0, (int) prec);
        }
      }
      long len = signStr.length() + prefix.length() + PyStr.codePointLength(body);
      if (width > len) {
        long pad = width - len;
        ResourceMeter.current().allocateString(width);
        if (ljust) {
          out.append(signStr).append(prefix).append(body);
          for (long p = 0; p < pad; p++) {
            out.append(' ');
          }
        } else if (zero && numeric) {
          out.append(signStr).append(prefix);
          for (long p = 0; p < pad; p++) {
            out.append('0');
          }
          out.append(body);
        } else {
          for (long p = 0; p < pad; p++) {
            out.append(' ');
          }
          out.append(signStr).append(prefix).append(body);
        }
      } else {
        out.append(signStr).append(prefix).append(body);
      }
      // each conversion may be as long as an argument: the result is bounded as it grows
      ResourceMeter.current().tick(1 + (body.length() >> 3));
      ResourceMeter.current().requireFitsString(out.length());
      continue;
    }
    if (argCount >= 0 ? argIndex < argCount : (argIndex == 0 && dict == null)) {
      if (!usedKey || argCount >= 0) {
        throw Errors.typeError("not all arguments converted during string formatting");
      }
    }
    return out.toString();
  }
}
