/*
 * The format-spec mini-language ([[fill]align][sign][z][#][0][width][grouping][.precision][type])
 * for int, float, complex and str, following CPython's Python/formatter_unicode.c: the same
 * parsing, the same error messages, the same zero-padding-with-grouping algorithm. Widths are
 * charged to the meter before any padding is built.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;

/** A parsed format spec and the formatters that use it. */
final class FormatSpec {
  int fill = ' ';
  boolean fillSpecified;
  char align;
  boolean alignSpecified;
  char sign;
  boolean noNegZero;
  boolean alternate;
  long width = -1;
  char grouping;
  long precision = -1;
  char type;

  private FormatSpec() {}

  /** Parses {@code spec}; defaultAlign is '>' for numbers and '<' for strings. */
  static FormatSpec parse(String spec, char defaultAlign, char defaultType, String typeName) {
    FormatSpec f = new FormatSpec();
    f.align = defaultAlign;
    f.type = defaultType;
    int n = spec.length();
    int pos = 0;
    int first = n > 0 ? spec.codePointAt(0) : 0;
    int firstLen = Character.charCount(first);
    if (n > firstLen && isAlign(spec.charAt(firstLen))) {
      f.fill = first;
      f.fillSpecified = true;
      f.align = spec.charAt(firstLen);
      f.alignSpecified = true;
      pos = firstLen + 1;
    } else if (n > 0 && isAlign(spec.charAt(0))) {
      f.align = spec.charAt(0);
      f.alignSpecified = true;
      pos = 1;
    }
    if (pos < n && (spec.charAt(pos) == '+' || spec.charAt(pos) == '-' || spec.charAt(pos) == ' ')) {
      f.sign = spec.charAt(pos);
      pos++;
    }
    if (pos < n && spec.charAt(pos) == 'z') {
      f.noNegZero = true;
      pos++;
    }
    if (pos < n && spec.charAt(pos) == '#') {
      f.alternate = true;
      pos++;
    }
    if (!f.fillSpecified && pos < n && spec.charAt(pos) == '0') {
      f.fill = '0';
      if (!f.alignSpecified && defaultAlign == '>') {
        f.align = '=';
      }
      pos++;
    }
    int start = pos;
    long w = 0;
    while (pos < n && spec.charAt(pos) >= '0' && spec.charAt(pos) <= '9') {
      // CPython reads widths as a C ssize_t: only what overflows it is an error here; a width
      // that cannot be allocated fails when padding (the meter refuses it before it is built)
      w = digitInto(w, spec.charAt(pos));
      pos++;
    }
    if (pos > start) {
      f.width = w;
    }
    if (pos < n && spec.charAt(pos) == ',') {
      f.grouping = ',';
      pos++;
    } else if (pos < n && spec.charAt(pos) == '_') {
      f.grouping = '_';
      pos++;
    }
    if (f.grouping != 0 && pos < n && (spec.charAt(pos) == ',' || spec.charAt(pos) == '_')) {
      if (spec.charAt(pos) != f.grouping) {
        throw Errors.valueError("Cannot specify both ',' and '_'.");
      }
    }
    if (pos < n && spec.charAt(pos) == '.') {
      pos++;
      start = pos;
      long p = 0;
      while (pos < n && spec.charAt(pos) >= '0' && spec.charAt(pos) <= '9') {
        p = digitInto(p, spec.charAt(pos));
        pos++;
      }
      if (pos == start) {
        throw Errors.valueError("Format specifier missing precision");
      }
      f.precision = p;
    }
    if (n - pos > 1) {
      throw Errors.valueError("Invalid format specifier '" + spec + "' for object of type '" + typeName + "'");
    }
    if (n - pos == 1) {
      f.type = spec.charAt(pos);
    }
    if (f.grouping != 0) {
      switch (f.type) {
        case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0 -> { }
        case 'b', 'o', 'x', 'X' -> {
          if (f.grouping != '_') {
            throw Errors.valueError("Cannot specify ',' with '" + f.type + "'.");
          }
        }
        default -> throw Errors.valueError("Cannot specify '" + f.grouping + "' with '" + f.type + "'.");
      }
    }
    return f;
  }

  private static boolean isAlign(char c) {
    return c == '<' || c == '>' || c == '=' || c == '^';
  }

  private static PyError unknownCode(char type, String typeName) {
    if (type > 32 && type < 127) {
      return Errors.valueError("Unknown format code '" + type + "' for object of type '" + typeName + "'");
    }
    return Errors.valueError("Unknown format code '\\x" + Integer.toHexString(type) + "' for object of type '"
        + typeName + "'");
  }

  // ---------------------------------------------------------------- strings

  /** format(str, spec). */
  static String formatStr(String s, String spec) {
    if (spec.isEmpty()) {
      return s;
    }
    FormatSpec f = parse(spec, '<', 's', "str");
    if (f.type != 's') {
      throw unknownCode(f.type, "str");
    }
    if (f.sign != 0) {
      throw Errors.valueError("Sign not allowed in string format specifier");
    }
    if (f.noNegZero) {
      throw Errors.valueError("Negative zero coercion (z) not allowed in string format specifier");
    }
    if (f.alternate) {
      throw Errors.valueError("Alternate form (#) not allowed in string format specifier");
    }
    if (f.align == '=') {
      throw Errors.valueError("'=' alignment not allowed in string format specifier");
    }
    String body = s;
    long len = PyStr.codePointLength(s);
    if (f.precision >= 0 && len > f.precision) {
      body = PyStr.substringByCodePoints(s, 0, (int) f.precision);
      len = f.precision;
    }
    return pad(body, len, f.width, f.align, f.fill);
  }

  /** {@code v * 10 + digit}, or CPython's ValueError when that overflows a C ssize_t. */
  private static long digitInto(long v, char digit) {
    int d = digit - '0';
    if (v > (Long.MAX_VALUE - d) / 10) {
      throw Errors.valueError("Too many decimal digits in format string");
    }
    return v * 10 + d;
  }

  /** Pads {@code body} (of {@code len} code points) to width with fill, for alignment < > ^. */
  static String pad(String body, long len, long width, char align, int fill) {
    if (width <= len) {
      return body;
    }
    long total = width - len;
    ResourceMeter.current().allocateString(dev.krait.python.vm.Sizes.add(width, body.length()));
    long left;
    switch (align) {
      case '>' -> left = total;
      case '^' -> left = total / 2;
      default -> left = 0;
    }
    long right = total - left;
    StringBuilder sb = new StringBuilder((int) Math.min(Integer.MAX_VALUE - 16, body.length() + total
        * Character.charCount(fill)));
    appendFill(sb, fill, left);
    sb.append(body);
    appendFill(sb, fill, right);
    return sb.toString();
  }

  private static void appendFill(StringBuilder sb, int fill, long n) {
    if (fill < 0x10000) {
      char c = (char) fill;
      for (long i = 0; i < n; i++) {
        sb.append(c);
      }
    } else {
      for (long i = 0; i < n; i++) {
        sb.appendCodePoint(fill);
      }
    }
  }

  // ---------------------------------------------------------------- ints

  /** format(int, spec). */
  static String formatInt(PyInt v, String spec) {
    if (spec.isEmpty()) {
      return Ops.str(v);
    }
    FormatSpec f = parse(spec, '>', 'd', v.type().name());
    switch (f.type) {
      case 'e', 'E', 'f', 'F', 'g', 'G', '%' -> {
        return f.formatDouble(v.doubleValue(), "int");
      }
      case 'b', 'c', 'd', 'o', 'x', 'X', 'n' -> { }
      default -> throw unknownCode(f.type, v.type().name());
    }
    if (f.precision >= 0) {
      throw Errors.valueError("Precision not allowed in integer format specifier");
    }
    if (f.noNegZero) {
      throw Errors.valueError("Negative zero coercion (z) not allowed in integer format specifier");
    }
    String digits;
    String prefix = "";
    boolean negative = v.signum() < 0;
    if (f.type == 'c') {
      if (f.sign != 0) {
        throw Errors.valueError("Sign not allowed with integer format specifier 'c'");
      }
      if (f.alternate) {
        throw Errors.valueError("Alternate form (#) not allowed with integer format specifier 'c'");
      }
      if (!v.fitsLong()) {
        throw Errors.overflow("Python int too large to convert to C long");
      }
      long cp = v.longValue();
      if (cp < 0 || cp > 0x10ffff) {
        throw Errors.overflow("%c arg not in range(0x110000)");
      }
      String s = new String(Character.toChars((int) cp));
      return f.layoutNumber("", "", s, "", false);
    }
    int groupSize = 3;
    switch (f.type) {
      case 'b' -> {
        digits = v.absToString(2);
        prefix = "0b";
        groupSize = 4;
      }
      case 'o' -> {
        digits = v.absToString(8);
        prefix = "0o";
        groupSize = 4;
      }
      case 'x' -> {
        digits = v.absToString(16);
        prefix = "0x";
        groupSize = 4;
      }
      case 'X' -> {
        digits = v.absToString(16).toUpperCase(java.util.Locale.ROOT);
        prefix = "0X";
        groupSize = 4;
      }
      default -> digits = v.absToString(10);
    }
    if (!f.alternate) {
      prefix = "";
    }
    String signStr = f.signString(negative);
    return f.layoutNumber(signStr, prefix, digits, "", true, groupSize);
  }

  private String signString(boolean negative) {
    if (negative) {
      return "-";
    }
    if (sign == '+') {
      return "+";
    }
    if (sign == ' ') {
      return " ";
    }
    return "";
  }

  private String layoutNumber(String signStr, String prefix, String digits, String remainder, boolean groupable) {
    return layoutNumber(signStr, prefix, digits, remainder, groupable, 3);
  }

  /**
   * Lays out sign, prefix, (grouped, maybe zero-padded) digits and remainder, then aligns the
   * whole to the width (CPython's calc_number_widths/fill_number).
   */
  private String layoutNumber(String signStr, String prefix, String digits, String remainder, boolean groupable,
      int groupSize) {
    long nonDigits = signStr.length() + prefix.length() + PyStr.codePointLength(remainder);
    if (width > 0) {
      ResourceMeter.current().allocateString(dev.krait.python.vm.Sizes.add(width, digits.length(), nonDigits));
    }
    String grouped = digits;
    boolean zeroPad = fill == '0' && align == '=';
    if (groupable && grouping != 0) {
      long minWidth = zeroPad ? Math.max(0, width - nonDigits) : 0;
      grouped = group(digits, groupSize, grouping, minWidth);
    } else if (zeroPad && width - nonDigits > digits.length()) {
      StringBuilder z = new StringBuilder();
      for (long i = digits.length(); i < width - nonDigits; i++) {
        z.append('0');
      }
      grouped = z.append(digits).toString();
    }
    long len = nonDigits + PyStr.codePointLength(grouped);
    if (width <= len) {
      return signStr + prefix + grouped + remainder;
    }
    long padCount = width - len;
    StringBuilder sb = new StringBuilder((int) Math.min(Integer.MAX_VALUE - 16, dev.krait.python.vm.Sizes.add(width, 16)));
    switch (align) {
      case '<' -> {
        sb.append(signStr).append(prefix).append(grouped).append(remainder);
        appendFill(sb, fill, padCount);
      }
      case '^' -> {
        appendFill(sb, fill, padCount / 2);
        sb.append(signStr).append(prefix).append(grouped).append(remainder);
        appendFill(sb, fill, padCount - padCount / 2);
      }
      case '=' -> {
        sb.append(signStr).append(prefix);
        appendFill(sb, fill, padCount);
        sb.append(grouped).append(remainder);
      }
      default -> {
        appendFill(sb, fill, padCount);
        sb.append(signStr).append(prefix).append(grouped).append(remainder);
      }
    }
    return sb.toString();
  }

  /** CPython's _PyUnicode_InsertThousandsGrouping with zero padding to minWidth. */
  static String group(String digits, int groupSize, char sep, long minWidth) {
    // Two walks over the same groups: one counts, so the result is charged before it is built,
    // and one writes it into a single array from the end (no object per group: a 100-million-bit
    // int has millions of groups).
    long total = layGroups(digits, groupSize, sep, minWidth, null);
    ResourceMeter.current().requireFitsString(total);
    char[] out = new char[(int) total];
    layGroups(digits, groupSize, sep, minWidth, out);
    return new String(out);
  }

  /**
   * Walks the groups right to left, each one its zero padding, its digits and (but the rightmost)
   * the separator after it; returns the length of it all, and writes it into {@code out} if given.
   */
  private static long layGroups(String digits, int groupSize, char sep, long minWidth, char[] out) {
    ResourceMeter meter = ResourceMeter.current();
    long total = 0;
    long remaining = digits.length();
    long mw = minWidth;
    boolean useSep = false;
    int end = digits.length();
    for (long groups = 1; ; groups++) {
      long l = Math.min(groupSize, Math.max(Math.max(remaining, mw), 1));
      int nZeros = (int) Math.max(0, l - remaining);
      int nChars = (int) Math.max(0, Math.min(remaining, l));
      int length = nZeros + nChars + (useSep ? 1 : 0);
      total += length;
      if (out != null) {
        int at = out.length - (int) total;
        java.util.Arrays.fill(out, at, at + nZeros, '0');
        digits.getChars(end - nChars, end, out, at + nZeros);
        if (useSep) {
          out[at + nZeros + nChars] = sep;
        }
      }
      meter.tickEvery(groups, 1024);
      end -= nChars;
      useSep = true;
      remaining -= nChars;
      mw -= l;
      if (remaining <= 0 && mw <= 0) {
        return total;
      }
      mw -= 1;
    }
  }

  // ---------------------------------------------------------------- floats

  /** format(float, spec). */
  static String formatFloat(double v, String spec, String typeName) {
    FormatSpec f = parse(spec, '>', (char) 0, typeName);
    switch (f.type) {
      case 0, 'e', 'E', 'f', 'F', 'g', 'G', '%', 'n' -> { }
      default -> throw unknownCode(f.type, typeName);
    }
    return f.formatDouble(v, typeName);
  }

  private String formatDouble(double v, String typeName) {
    char t = type;
    boolean addDot0 = false;
    long prec = precision;
    char code;
    boolean upper = false;
    boolean percent = false;
    double x = v;
    switch (t) {
      case 0 -> {
        addDot0 = true;
        if (prec < 0) {
          code = 'r';
          prec = 0;
        } else {
          code = 'g';
        }
      }
      case 'n' -> code = 'g';
      case 'E' -> {
        code = 'e';
        upper = true;
      }
      case 'F' -> {
        code = 'f';
        upper = true;
      }
      case 'G' -> {
        code = 'g';
        upper = true;
      }
      case '%' -> {
        code = 'f';
        percent = true;
        x = x * 100;
      }
      default -> code = t;
    }
    if (prec < 0) {
      prec = 6;
    }
    if (prec > Integer.MAX_VALUE) {
      throw Errors.valueError("precision too big");
    }
    if (prec > 100000) {
      ResourceMeter.current().allocateString(prec);
    }
    boolean negative = Double.doubleToRawLongBits(x) < 0 && !Double.isNaN(x);
    String body = FloatRepr.formatAbs(Math.abs(x), code, (int) prec, addDot0, alternate, upper);
    if (negative && noNegZero && isZeroBody(body)) {
      negative = false;
    }
    // split digits (integer part) from the remainder
    int i = 0;
    while (i < body.length() && Character.isDigit(body.charAt(i))) {
      i++;
    }
    String digits = body.substring(0, i);
    String remainder = body.substring(i);
    if (percent) {
      remainder = remainder + "%";
    }
    if (digits.isEmpty()) {
      // inf / nan: no zero padding with grouping; fill as usual
      return layoutNumber(signString(negative), "", body + (percent ? "%" : ""), "", false);
    }
    return layoutNumber(signString(negative), "", digits, remainder, true);
  }

  private static boolean isZeroBody(String body) {
    if (body.isEmpty() || !Character.isDigit(body.charAt(0))) {
      return false;
    }
    for (int i = 0; i < body.length(); i++) {
      char c = body.charAt(i);
      if (c == 'e' || c == 'E') {
        break;
      }
      if (c >= '1' && c <= '9') {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- complex

  /** format(complex, spec). */
  static String formatComplex(double re, double im, String spec) {
    FormatSpec f = parse(spec, '>', (char) 0, "complex");
    switch (f.type) {
      case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n' -> { }
      default -> throw unknownCode(f.type, "complex");
    }
    if (f.fill == '0' && !f.fillSpecified) {
      throw Errors.valueError("Zero padding is not allowed in complex format specifier");
    }
    if (f.align == '=') {
      throw Errors.valueError("'=' alignment flag is not allowed in complex format specifier");
    }
    char code;
    long prec = f.precision;
    boolean upper = false;
    boolean skipRe = false;
    boolean parens = false;
    switch (f.type) {
      case 0 -> {
        code = 'r';
        if (re == 0 && Double.doubleToRawLongBits(re) == 0) {
          skipRe = true;
        } else {
          parens = true;
        }
      }
      case 'n' -> code = 'g';
      case 'E', 'F', 'G' -> {
        code = Character.toLowerCase(f.type);
        upper = true;
      }
      default -> code = f.type;
    }
    if (prec < 0) {
      prec = code == 'r' ? 0 : 6;
    } else if (code == 'r') {
      code = 'g';
    }
    if (prec > Integer.MAX_VALUE) {
      throw Errors.valueError("precision too big");
    }
    StringBuilder sb = new StringBuilder();
    if (parens) {
      sb.append('(');
    }
    if (!skipRe) {
      boolean neg = Double.doubleToRawLongBits(re) < 0 && !Double.isNaN(re);
      String body = FloatRepr.formatAbs(Math.abs(re), code, (int) prec, false, f.alternate, upper);
      if (neg && f.noNegZero && isZeroBody(body)) {
        neg = false;
      }
      sb.append(f.signString(neg)).append(body);
    }
    boolean negIm = Double.doubleToRawLongBits(im) < 0 && !Double.isNaN(im);
    String imBody = FloatRepr.formatAbs(Math.abs(im), code, (int) prec, false, f.alternate, upper);
    if (negIm && f.noNegZero && isZeroBody(imBody)) {
      negIm = false;
    }
    if (skipRe) {
      sb.append(f.signString(negIm));
    } else {
      sb.append(negIm ? "-" : "+");
    }
    sb.append(imBody).append('j');
    if (parens) {
      sb.append(')');
    }
    String body = sb.toString();
    return pad(body, body.length(), f.width, f.align, f.fill);
  }
}
