/*
 * The datetime module: date, time, datetime, timedelta, tzinfo and timezone with CPython 3.11's
 * arithmetic, comparisons (naive/aware rules), reprs, isoformat/fromisoformat, strftime/strptime.
 * "Local time" inside the sandbox is UTC; now()/today() read the host clock (HostSources).
 *
 * Python subclasses are the same Java value classes with a `cls` field and an instance dict.
 * Where CPython builds results through new_*_subclass_ex (arithmetic, the alternate
 * constructors) a subclass is *called* with the fields, and where it uses tp_new directly
 * (replace) the class is just adopted, so which Python code runs matches CPython. Argument and
 * parsing errors follow the C implementation's wording (cbind, noArgs, the ISO parser port).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInstance;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.IsoFields;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code import datetime}. */
public final class DatetimeModule {
  private DatetimeModule() {}

  static final PyObject NONE = PyNone.NONE;
  static final PyObject NI = PyNotImplemented.NOT_IMPLEMENTED;
  static final long MAX_DAYS = 999_999_999L;
  static final BigInteger US_PER_DAY = BigInteger.valueOf(86_400_000_000L);
  static final String[] DAY_ABBR = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  static final String[] DAY_NAME = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
  static final String[] MONTH_ABBR = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
      "Dec"};
  static final String[] MONTH_NAME = {"January", "February", "March", "April", "May", "June", "July", "August",
      "September", "October", "November", "December"};

  public static final PyType TIMEDELTA = PyType.builtin("datetime.timedelta", PyType.OBJECT, DatetimeModule::installTimedelta);
  public static final PyType DATE = PyType.builtin("datetime.date", PyType.OBJECT, DatetimeModule::installDate);
  public static final PyType DATETIME = PyType.builtin("datetime.datetime", DATE, DatetimeModule::installDatetime);
  public static final PyType TIME = PyType.builtin("datetime.time", PyType.OBJECT, DatetimeModule::installTime);
  public static final PyType TZINFO = PyType.builtin("datetime.tzinfo", PyType.OBJECT, DatetimeModule::installTzinfo);
  public static final PyType TIMEZONE = PyType.builtin("datetime.timezone", TZINFO, DatetimeModule::installTimezone);

  static final TD ZERO = new TD(0, 0, 0);
  static final Tz UTC = new Tz(ZERO, null);

  public static PyModule create() {
    PyModule m = new PyModule("datetime");
    m.put("MINYEAR", PyInt.of(1));
    m.put("MAXYEAR", PyInt.of(9999));
    m.put("date", DATE);
    m.put("time", TIME);
    m.put("datetime", DATETIME);
    m.put("timedelta", TIMEDELTA);
    m.put("tzinfo", TZINFO);
    m.put("timezone", TIMEZONE);
    m.put("UTC", UTC);
    return m;
  }

  // ================================================================ value classes

  /**
   * What timedelta, date, datetime and time share: each may be an instance of a Python subclass,
   * which gives it a type of its own and an instance dict (made on first use).
   */
  abstract static class Value extends PyObject {
    /** The Python subclass this instance belongs to, or null for the builtin type itself. */
    PyType cls;
    PyDict dict;

    /** The builtin type, when no subclass is set. */
    abstract PyType builtinType();

    @Override
    public final PyType type() {
      return cls != null ? cls : builtinType();
    }

    @Override
    public PyDict instanceDict() {
      if (cls != null && dict == null) {
        dict = new PyDict();
      }
      return dict;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(cls);
      v.visit(dict);
    }
  }

  /** timedelta: normalised days, seconds in [0, 86400), microseconds in [0, 1e6). */
  public static final class TD extends Value {
    final long days;
    final int secs;
    final int us;

    TD(long days, int secs, int us) {
      this.days = days;
      this.secs = secs;
      this.us = us;
    }

    @Override
    PyType builtinType() {
      return TIMEDELTA;
    }

    BigInteger micros() {
      return BigInteger.valueOf(days).multiply(US_PER_DAY).add(BigInteger.valueOf(secs * 1_000_000L + us));
    }

    /** Total microseconds when it fits a long (always for |days| < 100000000). */
    long microsLong() {
      return days * 86_400_000_000L + secs * 1_000_000L + us;
    }

    boolean isZero() {
      return days == 0 && secs == 0 && us == 0;
    }
  }

  static TD td(BigInteger micros) {
    BigInteger[] dr = micros.divideAndRemainder(US_PER_DAY);
    long d = dr[0].longValue();
    long rem = dr[1].longValue();
    if (rem < 0) {
      rem += 86_400_000_000L;
      d -= 1;
    }
    if (dr[0].bitLength() > 40 || d < Integer.MIN_VALUE || d > Integer.MAX_VALUE) {
      throw Errors.overflow("Python int too large to convert to C int");
    }
    if (Math.abs(d) > MAX_DAYS) {
      throw Errors.overflow("days=" + d + "; must have magnitude <= 999999999");
    }
    return new TD(d, (int) (rem / 1_000_000L), (int) (rem % 1_000_000L));
  }

  static TD td(long micros) {
    return td(BigInteger.valueOf(micros));
  }

  public static PyObject timedelta(long days, long seconds, long micros) {
    return td(BigInteger.valueOf(days).multiply(US_PER_DAY).add(BigInteger.valueOf(seconds).multiply(
        BigInteger.valueOf(1_000_000L))).add(BigInteger.valueOf(micros)));
  }

  /** date (and, via the subclass, datetime). */
  public static class DateObj extends Value {
    final int y;
    final int m;
    final int d;

    DateObj(int y, int m, int d) {
      this.y = y;
      this.m = m;
      this.d = d;
    }

    @Override
    PyType builtinType() {
      return DATE;
    }

    long ordinal() {
      return ordinalOf(y, m, d);
    }
  }

  /** datetime. */
  public static final class DateTimeObj extends DateObj {
    final int hh;
    final int mi;
    final int ss;
    final int us;
    /** Not final: astimezone() attaches the target tzinfo to its fresh intermediate, as CPython does. */
    PyObject tz;
    final int fold;

    DateTimeObj(int y, int m, int d, int hh, int mi, int ss, int us, PyObject tz, int fold) {
      super(y, m, d);
      this.hh = hh;
      this.mi = mi;
      this.ss = ss;
      this.us = us;
      this.tz = tz;
      this.fold = fold;
    }

    @Override
    PyType builtinType() {
      return DATETIME;
    }

    /** Microseconds since 0001-01-01 00:00 (local wall time). */
    BigInteger wallMicros() {
      return BigInteger.valueOf(ordinal() - 1).multiply(US_PER_DAY).add(BigInteger.valueOf(
          ((hh * 60L + mi) * 60L + ss) * 1_000_000L + us));
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(tz);
    }
  }

  /** time. */
  public static final class TimeObj extends Value {
    final int hh;
    final int mi;
    final int ss;
    final int us;
    final PyObject tz;
    final int fold;

    TimeObj(int hh, int mi, int ss, int us, PyObject tz, int fold) {
      this.hh = hh;
      this.mi = mi;
      this.ss = ss;
      this.us = us;
      this.tz = tz;
      this.fold = fold;
    }

    @Override
    PyType builtinType() {
      return TIME;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(tz);
    }
  }

  /** timezone: a fixed offset with an optional name. */
  public static final class Tz extends PyObject {
    final TD offset;
    final String name;

    Tz(TD offset, String name) {
      this.offset = offset;
      this.name = name;
    }

    @Override
    public PyType type() {
      return TIMEZONE;
    }

    String tzname() {
      if (name != null) {
        return name;
      }
      if (offset.isZero()) {
        return "UTC";
      }
      return "UTC" + formatOffset(offset, ":");
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(offset);
    }
  }

  public static PyObject timezone(long offsetSeconds) {
    return offsetSeconds == 0 ? UTC : new Tz(td(offsetSeconds * 1_000_000L), null);
  }

  // ================================================================ calendar helpers

  static boolean isLeap(long y) {
    return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
  }

  static int daysInMonth(long y, int m) {
    return switch (m) {
      case 2 -> isLeap(y) ? 29 : 28;
      case 4, 6, 9, 11 -> 30;
      default -> 31;
    };
  }

  static long ordinalOf(int y, int m, int d) {
    return LocalDate.of(y, m, d).toEpochDay() + 719_163L;
  }

  static DateObj dateFromOrdinal(long ord) {
    if (ord < 1 || ord > 3_652_059L) {
      throw Errors.overflow("date value out of range");
    }
    LocalDate ld = LocalDate.ofEpochDay(ord - 719_163L);
    return new DateObj(ld.getYear(), ld.getMonthValue(), ld.getDayOfMonth());
  }

  static int weekday(int y, int m, int d) {
    return (int) ((ordinalOf(y, m, d) + 6) % 7);
  }

  static void checkDate(long y, long m, long d) {
    if (y < 1 || y > 9999) {
      throw Errors.valueError("year " + y + " is out of range");
    }
    if (m < 1 || m > 12) {
      throw Errors.valueError("month must be in 1..12");
    }
    if (d < 1 || d > daysInMonth(y, (int) m)) {
      throw Errors.valueError("day is out of range for month");
    }
  }

  static void checkTime(long hh, long mi, long ss, long us, long fold) {
    if (hh < 0 || hh > 23) {
      throw Errors.valueError("hour must be in 0..23");
    }
    if (mi < 0 || mi > 59) {
      throw Errors.valueError("minute must be in 0..59");
    }
    if (ss < 0 || ss > 59) {
      throw Errors.valueError("second must be in 0..59");
    }
    if (us < 0 || us > 999_999) {
      throw Errors.valueError("microsecond must be in 0..999999");
    }
    if (fold != 0 && fold != 1) {
      throw Errors.valueError("fold must be either 0 or 1");
    }
  }

  static PyObject checkTz(PyObject tz) {
    if (tz == null || tz == NONE) {
      return NONE;
    }
    if (!tz.type().isSubtypeOf(TZINFO)) {
      throw Errors.typeError("tzinfo argument must be None or of a tzinfo subclass, not type '"
          + tz.type().name() + "'");
    }
    return tz;
  }

  static long intArg(PyObject o) {
    if (o instanceof PyFloat) {
      throw Errors.typeError("'float' object cannot be interpreted as an integer");
    }
    PyInt i = Ops.index(o);
    if (!i.fitsInt()) {
      // PyArg's "i" converter: first to a C long, then the int range
      if (i.bigValue().bitLength() > 63) {
        throw Errors.overflow("Python int too large to convert to C long");
      }
      throw Errors.overflow(i.signum() < 0 ? "signed integer is less than minimum"
          : "signed integer is greater than maximum");
    }
    return i.longValue();
  }

  static long intArg(PyObject o, long dflt) {
    return o == null ? dflt : intArg(o);
  }

  static DateObj newDate(long y, long m, long d) {
    checkDate(y, m, d);
    return new DateObj((int) y, (int) m, (int) d);
  }

  static DateTimeObj newDatetime(long y, long m, long d, long hh, long mi, long ss, long us, PyObject tz, long fold) {
    checkDate(y, m, d);
    checkTime(hh, mi, ss, us, fold);
    return new DateTimeObj((int) y, (int) m, (int) d, (int) hh, (int) mi, (int) ss, (int) us, checkTz(tz), (int) fold);
  }

  /** The datetime at {@code micros} after 0001-01-01 00:00 (wall time). */
  static DateTimeObj fromWallMicros(BigInteger micros, PyObject tz, int fold) {
    BigInteger[] dr = micros.divideAndRemainder(US_PER_DAY);
    long days = dr[0].longValue();
    long rem = dr[1].longValue();
    if (rem < 0) {
      rem += 86_400_000_000L;
      days--;
    }
    if (micros.signum() < 0 || days + 1 > 3_652_059L) {
      throw Errors.overflow("date value out of range");
    }
    DateObj dd = dateFromOrdinal(days + 1);
    long s = rem / 1_000_000L;
    return new DateTimeObj(dd.y, dd.m, dd.d, (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60),
        (int) (rem % 1_000_000L), tz, fold);
  }

  // ---- construction that honours Python subclasses (CPython's new_*_subclass_ex): the builtin
  // types are built directly; a Python subclass is *called* with the fields (so its own
  // __new__/__init__ run), which is what makes `MyDate + timedelta` a MyDate as in CPython.

  static PyObject makeDate(PyType cls, int y, int m, int d) {
    if (cls == DATE) {
      return new DateObj(y, m, d);
    }
    if (cls.isSubtypeOf(DATETIME)) {
      return makeDatetime(cls, y, m, d, 0, 0, 0, 0, NONE, 0);
    }
    return Ops.call(cls, PyInt.of(y), PyInt.of(m), PyInt.of(d));
  }

  static PyObject makeDatetime(PyType cls, DateTimeObj v) {
    return makeDatetime(cls, v.y, v.m, v.d, v.hh, v.mi, v.ss, v.us, v.tz, v.fold);
  }

  static PyObject makeDatetime(PyType cls, int y, int m, int d, int hh, int mi, int ss, int us, PyObject tz,
      int fold) {
    if (cls == DATETIME) {
      return new DateTimeObj(y, m, d, hh, mi, ss, us, tz, fold);
    }
    PyObject[] args = {PyInt.of(y), PyInt.of(m), PyInt.of(d), PyInt.of(hh), PyInt.of(mi), PyInt.of(ss),
        PyInt.of(us), tz};
    if (fold == 0) {
      return Ops.callKw(cls, args, null);
    }
    PyObject[] withFold = java.util.Arrays.copyOf(args, args.length + 1);
    withFold[args.length] = PyInt.of(fold);
    return Ops.callKw(cls, withFold, new String[] {"fold"});
  }

  static PyObject makeTime(PyType cls, int hh, int mi, int ss, int us, PyObject tz, int fold) {
    if (cls == TIME) {
      return new TimeObj(hh, mi, ss, us, tz, fold);
    }
    PyObject[] args = {PyInt.of(hh), PyInt.of(mi), PyInt.of(ss), PyInt.of(us), tz};
    if (fold == 0) {
      return Ops.callKw(cls, args, null);
    }
    PyObject[] withFold = java.util.Arrays.copyOf(args, args.length + 1);
    withFold[args.length] = PyInt.of(fold);
    return Ops.callKw(cls, withFold, new String[] {"fold"});
  }

  /** Marks a freshly built value as an instance of {@code cls} (tp_new of a subclass, as replace() does). */
  static <T extends DateObj> T adopt(T o, PyType cls) {
    o.cls = cls == DATE || cls == DATETIME ? null : cls;
    return o;
  }

  static TimeObj adopt(TimeObj o, PyType cls) {
    o.cls = cls == TIME ? null : cls;
    return o;
  }

  /** A result that Java needs as a datetime (a subclass's constructor may return anything). */
  static DateTimeObj asDatetime(PyObject o, String what) {
    if (o instanceof DateTimeObj d) {
      return d;
    }
    throw Errors.typeError(what + " must return a datetime, not " + o.type().name());
  }

  /**
   * Binds arguments as C's PyArg_ParseTupleAndKeywords does, with its messages ({@code fname}
   * null gives "function ..." / "... for this function" as for the datetime constructors).
   */
  static PyObject[] cbind(String fname, PyObject[] a, String[] k, int skip, String[] names, int required) {
    String fn = fname == null ? "function" : fname + "()";
    int nkw = Args.kwCount(k);
    int npos = a.length - nkw - skip;
    if (npos + nkw > names.length) {
      throw Errors.typeError(fn + " takes at most " + names.length + " " + (npos == 0 ? "keyword " : "")
          + "argument" + (names.length == 1 ? "" : "s") + " (" + (npos + nkw) + " given)");
    }
    PyObject[] out = new PyObject[names.length];
    System.arraycopy(a, skip, out, 0, npos);
    boolean[] used = new boolean[nkw];
    for (int i = npos; i < names.length; i++) {
      for (int j = 0; j < nkw; j++) {
        if (k[j].equals(names[i])) {
          out[i] = a[a.length - nkw + j];
          used[j] = true;
          break;
        }
      }
      if (out[i] == null && i < required) {
        throw Errors.typeError(fn + " missing required argument '" + names[i] + "' (pos " + (i + 1) + ")");
      }
    }
    for (int j = 0; j < nkw; j++) {
      if (!used[j]) {
        for (int i = 0; i < npos; i++) {
          if (k[j].equals(names[i])) {
            throw Errors.typeError("argument for " + fn + " given by name ('" + k[j] + "') and position ("
                + (i + 1) + ")");
          }
        }
        throw Errors.typeError("'" + k[j] + "' is an invalid keyword argument for "
            + (fname == null ? "this function" : fname + "()"));
      }
    }
    return out;
  }

  /** A METH_NOARGS method: {@code qual} is CPython's "date.weekday". */
  static void noArgs(String qual, PyObject[] a, String[] k) {
    if (Args.kwCount(k) > 0) {
      throw Errors.typeError(qual + "() takes no keyword arguments");
    }
    if (a.length != 1) {
      throw Errors.typeError(qual + "() takes no arguments (" + (a.length - 1) + " given)");
    }
  }

  static DateTimeObj utcNowNaive() {
    return fromWallMicros(BigInteger.valueOf(HostSources.epochMicros()).add(EPOCH_MICROS), NONE, 0);
  }

  static final BigInteger EPOCH_MICROS = BigInteger.valueOf(719_162L).multiply(US_PER_DAY);

  // ================================================================ tzinfo protocol

  /** utcoffset of {@code tz} for {@code arg} (a datetime, or None for time), validated; null when None. */
  static TD utcoffset(PyObject tz, PyObject arg) {
    if (tz == NONE) {
      return null;
    }
    if (tz instanceof Tz z) {
      return z.offset;
    }
    return checkOffset(Ops.getattr(tz, "utcoffset").call(new PyObject[] {arg}, null), "utcoffset");
  }

  static TD dst(PyObject tz, PyObject arg) {
    if (tz == NONE || tz instanceof Tz) {
      return null;
    }
    return checkOffset(Ops.getattr(tz, "dst").call(new PyObject[] {arg}, null), "dst");
  }

  static PyObject tzname(PyObject tz, PyObject arg) {
    if (tz == NONE) {
      return NONE;
    }
    if (tz instanceof Tz z) {
      return PyStr.of(z.tzname());
    }
    PyObject r = Ops.getattr(tz, "tzname").call(new PyObject[] {arg}, null);
    if (r != NONE && !(r instanceof PyStr)) {
      throw Errors.typeError("tzinfo.tzname() must return None or a string, not '" + r.type().name() + "'");
    }
    return r;
  }

  static TD checkOffset(PyObject r, String what) {
    if (r == NONE) {
      return null;
    }
    if (!(r instanceof TD t)) {
      throw Errors.typeError("tzinfo." + what + "() must return None or timedelta, not '" + r.type().name() + "'");
    }
    if (t.days < -1 || t.days >= 1 || (t.days == -1 && t.secs == 0 && t.us == 0)) {
      throw Errors.valueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
          + "timedelta(hours=24).");
    }
    return t;
  }

  /** "+HH:MM[:SS[.ffffff]]" (sep ":") or "+HHMM[SS[.ffffff]]" (sep ""). */
  static String formatOffset(TD off, String sep) {
    long total = off.microsLong();
    char sign = total < 0 ? '-' : '+';
    total = Math.abs(total);
    long us = total % 1_000_000L;
    long s = total / 1_000_000L;
    StringBuilder sb = new StringBuilder();
    sb.append(sign).append(two(s / 3600)).append(sep).append(two(s / 60 % 60));
    if (s % 60 != 0 || us != 0) {
      sb.append(sep).append(two(s % 60));
      if (us != 0) {
        sb.append('.').append(pad(us, 6));
      }
    }
    return sb.toString();
  }

  static String two(long v) {
    return v < 10 && v >= 0 ? "0" + v : Long.toString(v);
  }

  /** v (non-negative) zero-padded to width digits; String.format is far too slow for hot paths. */
  static String pad(long v, int width) {
    String s = Long.toString(v);
    if (s.length() >= width) {
      return s;
    }
    return "0000000000".substring(0, width - s.length()) + s;
  }

  static boolean isAware(DateTimeObj dt) {
    return dt.tz != NONE && utcoffset(dt.tz, dt) != null;
  }

  // ================================================================ timedelta

  private static final String[] TD_KW = {"days", "seconds", "microseconds", "milliseconds", "minutes", "hours",
      "weeks"};
  private static final long[] TD_UNIT = {86_400_000_000L, 1_000_000L, 1L, 1000L, 60_000_000L, 3_600_000_000L,
      604_800_000_000L};
  /** CPython accumulates the components in this order (it decides which bad type is reported first). */
  private static final int[] TD_ORDER = {2, 3, 1, 4, 5, 0, 6};

  /** C's round(): half away from zero. */
  static double cRound(double v) {
    return Math.signum(v) * Math.floor(Math.abs(v) + 0.5);
  }

  private static void installTimedelta(PyType t) {
    t.defineAttr("__doc__", PyStr.of("Difference between two datetime values.\n\ntimedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0)\n\nAll arguments are optional and default to 0.\nArguments may be integers or floats, and may be positive or negative."));
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      newCls(a, TIMEDELTA);
      PyObject[] p = cbind("__new__", a, k, 1, TD_KW, 0);
      // CPython's delta_new: exact integer accumulation, float parts split with modf and the
      // leftover fraction of a microsecond rounded half-even at the end (same float steps).
      BigInteger x = BigInteger.ZERO;
      double leftover = 0;
      boolean any = false;
      for (int i : TD_ORDER) {
        if (p[i] == null) {
          continue;
        }
        BigInteger unit = BigInteger.valueOf(TD_UNIT[i]);
        if (p[i] instanceof PyInt n) {
          x = x.add(n.bigValue().multiply(unit));
        } else if (p[i] instanceof PyFloat f) {
          double v = f.value();
          double intpart = v < 0 ? Math.ceil(v) : Math.floor(v);
          double frac = Double.isInfinite(v) ? 0 : v - intpart;
          x = x.add(PyInt.fromDouble(intpart).bigValue().multiply(unit));
          if (frac != 0) {
            double dn = (double) TD_UNIT[i] * frac;
            double ip = dn < 0 ? Math.ceil(dn) : Math.floor(dn);
            x = x.add(PyInt.fromDouble(ip).bigValue());
            leftover += dn - ip;
            any = true;
          }
        } else {
          throw Errors.typeError("unsupported type for timedelta " + TD_KW[i] + " component: " + p[i].type().name());
        }
      }
      if (any && leftover != 0) {
        double whole = cRound(leftover);
        if (Math.abs(whole - leftover) == 0.5) {
          int odd = x.testBit(0) ? 1 : 0;
          whole = 2.0 * cRound((leftover + odd) * 0.5) - odd;
        }
        x = x.add(BigInteger.valueOf((long) whole));
      }
      TD r = td(x);
      PyType cls = (PyType) a[0];
      if (cls != TIMEDELTA) {
        r = new TD(r.days, r.secs, r.us);
        r.cls = cls;
      }
      return r;
    });
    // member descriptors in CPython: assigning says "readonly attribute"
    t.defineProperty("days", o -> PyInt.of(((TD) o).days), DatetimeModule::readonly);
    t.defineProperty("seconds", o -> PyInt.of(((TD) o).secs), DatetimeModule::readonly);
    t.defineProperty("microseconds", o -> PyInt.of(((TD) o).us), DatetimeModule::readonly);
    t.defineMethod("total_seconds", (a, k) -> {
      noArgs("timedelta.total_seconds", a, k);
      return PyFloat.of(PyInt.trueDiv(PyInt.of(((TD) a[0]).micros()), PyInt.of(1_000_000)));
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of(tdRepr((TD) a[0])));
    t.defineMethod("__str__", (a, k) -> PyStr.of(tdStr((TD) a[0])));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(((TD) a[0]).micros().hashCode() * 31L + 7));
    t.defineMethod("__bool__", (a, k) -> PyBool.of(!((TD) a[0]).isZero()));
    t.defineMethod("__neg__", (a, k) -> td(((TD) a[0]).micros().negate()));
    t.defineMethod("__pos__", (a, k) -> plain((TD) a[0]));
    t.defineMethod("__abs__", (a, k) -> ((TD) a[0]).days < 0 ? td(((TD) a[0]).micros().negate()) : plain((TD) a[0]));
    t.defineMethod("__add__", (a, k) -> tdAdd(a[0], a[1], false));
    t.defineMethod("__radd__", (a, k) -> tdAdd(a[0], a[1], false));
    t.defineMethod("__sub__", (a, k) -> tdAdd(a[0], a[1], true));
    t.defineMethod("__rsub__", (a, k) -> a[1] instanceof TD o ? td(o.micros().subtract(((TD) a[0]).micros())) : NI);
    t.defineMethod("__mul__", (a, k) -> tdMul((TD) a[0], a[1]));
    t.defineMethod("__rmul__", (a, k) -> tdMul((TD) a[0], a[1]));
    t.defineMethod("__truediv__", (a, k) -> {
      TD x = (TD) a[0];
      if (a[1] instanceof TD o) {
        if (o.isZero()) {
          throw Errors.zeroDivision("division by zero");
        }
        return PyFloat.of(PyInt.trueDiv(PyInt.of(x.micros()), PyInt.of(o.micros())));
      }
      if (a[1] instanceof PyInt n) {
        if (n.signum() == 0) {
          throw Errors.zeroDivision("integer division or modulo by zero");
        }
        return td(new BigDecimal(x.micros()).divide(new BigDecimal(n.bigValue()), 0, RoundingMode.HALF_EVEN)
            .toBigIntegerExact());
      }
      if (a[1] instanceof PyFloat f) {
        double v = f.value();
        checkRatio(v);
        if (v == 0) {
          throw Errors.zeroDivision("integer division or modulo by zero");
        }
        return td(new BigDecimal(x.micros()).divide(new BigDecimal(v), 0, RoundingMode.HALF_EVEN)
            .toBigIntegerExact());
      }
      return NI;
    });
    t.defineMethod("__floordiv__", (a, k) -> {
      TD x = (TD) a[0];
      if (a[1] instanceof TD o) {
        if (o.isZero()) {
          throw Errors.zeroDivision("integer division or modulo by zero");
        }
        return PyInt.floorDiv(PyInt.of(x.micros()), PyInt.of(o.micros()));
      }
      if (a[1] instanceof PyInt n && !(a[1] instanceof PyBool && false)) {
        if (n.signum() == 0) {
          throw Errors.zeroDivision("integer division or modulo by zero");
        }
        return td(PyInt.floorDiv(PyInt.of(x.micros()), n).bigValue());
      }
      return NI;
    });
    t.defineMethod("__mod__", (a, k) -> {
      if (!(a[1] instanceof TD o)) {
        return NI;
      }
      if (o.isZero()) {
        throw Errors.zeroDivision("integer division or modulo by zero");
      }
      return td(PyInt.mod(PyInt.of(((TD) a[0]).micros()), PyInt.of(o.micros())).bigValue());
    });
    t.defineMethod("__divmod__", (a, k) -> {
      if (!(a[1] instanceof TD o)) {
        return NI;
      }
      if (o.isZero()) {
        throw Errors.zeroDivision("integer division or modulo by zero");
      }
      PyInt x = PyInt.of(((TD) a[0]).micros());
      PyInt y = PyInt.of(o.micros());
      return PyTuple.of(PyInt.floorDiv(x, y), td(PyInt.mod(x, y).bigValue()));
    });
    defineOrdering(t, (x, y) -> y instanceof TD o ? Integer.valueOf(((TD) x).micros().compareTo(o.micros())) : null);
    t.defineMethod("__reduce__", (a, k) -> PyTuple.of(a[0].type(), state(a[0], false)));
    copyable(t);
    t.defineAttr("min", new TD(-MAX_DAYS, 0, 0));
    t.defineAttr("max", new TD(MAX_DAYS, 86399, 999_999));
    t.defineAttr("resolution", new TD(0, 0, 1));
  }

  /** +td and abs(td) give a plain timedelta even for a subclass, as in CPython. */
  static TD plain(TD t) {
    return t.cls == null ? t : new TD(t.days, t.secs, t.us);
  }

  static PyObject tdAdd(PyObject self, PyObject other, boolean sub) {
    if (!(other instanceof TD o)) {
      return NI;
    }
    BigInteger x = ((TD) self).micros();
    return td(sub ? x.subtract(o.micros()) : x.add(o.micros()));
  }

  static PyObject tdMul(TD x, PyObject other) {
    if (other instanceof PyInt n) {
      return td(x.micros().multiply(n.bigValue()));
    }
    if (other instanceof PyFloat f) {
      double v = f.value();
      checkRatio(v);
      return td(new BigDecimal(x.micros()).multiply(new BigDecimal(v)).setScale(0, RoundingMode.HALF_EVEN)
          .toBigIntegerExact());
    }
    return NI;
  }

  /** float.as_integer_ratio()'s errors, which CPython's timedelta * and / by a float raise. */
  static void checkRatio(double v) {
    if (Double.isNaN(v)) {
      throw Errors.valueError("cannot convert NaN to integer ratio");
    }
    if (Double.isInfinite(v)) {
      throw Errors.overflow("cannot convert Infinity to integer ratio");
    }
  }

  static void readonly(PyObject o, PyObject v) {
    throw Errors.attributeError("readonly attribute");
  }

  static String tdRepr(TD t) {
    StringBuilder sb = new StringBuilder(t.type().name()).append('(');
    String sep = "";
    if (t.days != 0) {
      sb.append("days=").append(t.days);
      sep = ", ";
    }
    if (t.secs != 0) {
      sb.append(sep).append("seconds=").append(t.secs);
      sep = ", ";
    }
    if (t.us != 0) {
      sb.append(sep).append("microseconds=").append(t.us);
      sep = ", ";
    }
    if (sep.isEmpty()) {
      sb.append('0');
    }
    return sb.append(')').toString();
  }

  static String tdStr(TD t) {
    StringBuilder sb = new StringBuilder();
    if (t.days != 0) {
      sb.append(t.days).append(Math.abs(t.days) == 1 ? " day, " : " days, ");
    }
    sb.append(t.secs / 3600).append(':').append(two(t.secs / 60 % 60)).append(':').append(two(t.secs % 60));
    if (t.us != 0) {
      sb.append('.').append(pad(t.us, 6));
    }
    return sb.toString();
  }

  interface Cmp {
    /** Three-way comparison, or null for NotImplemented. Throws for incomparable pairs. */
    Integer compare(PyObject self, PyObject other);
  }

  static void defineOrdering(PyType t, Cmp cmp) {
    String[] names = {"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"};
    for (int i = 0; i < names.length; i++) {
      int op = i;
      t.defineMethod(names[i], (a, k) -> {
        Integer c;
        try {
          c = cmp.compare(a[0], a[1]);
        } catch (IncomparableDate | NaiveAware e) {
          if (op < 2) {
            return PyBool.of(op == 1);
          }
          throw Errors.typeError(e instanceof IncomparableDate ? "can't compare " + a[0].type().name() + " to "
              + a[1].type().name()
              : a[0] instanceof TimeObj ? "can't compare offset-naive and offset-aware times"
              : "can't compare offset-naive and offset-aware datetimes");
        }
        if (c == null) {
          return NI;
        }
        int v = c;
        return PyBool.of(switch (op) {
          case 0 -> v == 0;
          case 1 -> v != 0;
          case 2 -> v < 0;
          case 3 -> v <= 0;
          case 4 -> v > 0;
          default -> v >= 0;
        });
      });
    }
  }

  /**
   * copy.copy/deepcopy as CPython's reduce protocol does them: a new object from type(x)(*state),
   * so a subclass's constructor runs and its instance __dict__ is not carried over; deepcopy
   * also deep-copies a tzinfo in the state. timezone objects are returned as they are.
   */
  static void copyable(PyType t) {
    t.defineMethod("__copy__", (a, k) -> a[0] instanceof Tz ? a[0]
        : Ops.callKw(a[0].type(), state(a[0], true).toArray(), null));
    t.defineMethod("__deepcopy__", (a, k) -> {
      if (a[0] instanceof Tz) {
        return a[0];
      }
      PyObject[] args = state(a[0], true).toArray();
      if (args.length == 2 && a.length > 1 && a[1] instanceof CopyModule.Memo memo) {
        args[1] = CopyModule.deep(args[1], memo);
      }
      return Ops.callKw(a[0].type(), args, null);
    });
  }

  // ================================================================ date

  /** tp_new's checks on the class argument of X.__new__(cls, ...), with CPython's messages. */
  static PyType newCls(PyObject[] a, PyType base) {
    String bn = base.name();
    if (a.length == 0) {
      throw Errors.typeError(bn + ".__new__(): not enough arguments");
    }
    if (!(a[0] instanceof PyType cls)) {
      throw Errors.typeError(bn + ".__new__(X): X is not a type object (" + a[0].type().name() + ")");
    }
    if (!cls.isSubtypeOf(base)) {
      throw Errors.typeError(bn + ".__new__(" + cls.name() + "): " + cls.name() + " is not a subtype of " + bn);
    }
    if (base == DATE && cls.isSubtypeOf(DATETIME)) {
      throw Errors.typeError(bn + ".__new__(" + cls.name() + ") is not safe, use " + cls.name() + ".__new__()");
    }
    return cls;
  }

  static boolean isDatetimeClass(PyObject cls) {
    return cls instanceof PyType c && c.isSubtypeOf(DATETIME);
  }

  private static void installDate(PyType t) {
    t.defineAttr("__doc__", PyStr.of("date(year, month, day) --> date object"));
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      newCls(a, DATE);
      if (a.length == 2 && Args.kwCount(k) == 0 && a[1] instanceof PyBytes b && b.bytes().length == 4
          && (b.bytes()[2] & 0xff) >= 1 && (b.bytes()[2] & 0xff) <= 12) {
        byte[] st = b.bytes(); // pickle state, as CPython's __reduce__ gives
        return adopt(newDate(((st[0] & 0xff) << 8) | (st[1] & 0xff), st[2] & 0xff, st[3] & 0xff), (PyType) a[0]);
      }
      PyObject[] p = cbind(null, a, k, 1, new String[] {"year", "month", "day"}, 3);
      return adopt(newDate(intArg(p[0]), intArg(p[1]), intArg(p[2])), (PyType) a[0]);
    });
    t.defineGetter("year", o -> PyInt.of(((DateObj) o).y));
    t.defineGetter("month", o -> PyInt.of(((DateObj) o).m));
    t.defineGetter("day", o -> PyInt.of(((DateObj) o).d));
    t.defineClassMethod("today", (a, k) -> {
      noArgs("date.today", a, k);
      DateTimeObj n = utcNowNaive();
      PyType cls = (PyType) a[0];
      return isDatetimeClass(cls) ? makeDatetime(cls, n) : makeDate(cls, n.y, n.m, n.d);
    });
    t.defineClassMethod("fromordinal", (a, k) -> {
      if (Args.kwCount(k) > 0 || a.length != 2) {
        Args.noKeywords("fromordinal", k);
        throw Errors.typeError("fromordinal() takes exactly 1 argument (" + (a.length - 1) + " given)");
      }
      long ord = intArg(a[1]);
      if (ord < 1) {
        throw Errors.valueError("ordinal must be >= 1");
      }
      if (ord > 3_652_059L) {
        throw Errors.valueError("year " + civilYear(ord - 719_163L) + " is out of range");
      }
      DateObj d = dateFromOrdinal(ord);
      return makeDate((PyType) a[0], d.y, d.m, d.d);
    });
    t.defineClassMethod("fromtimestamp", (a, k) -> {
      Args.exact("fromtimestamp", a, k, 2);
      DateTimeObj dt = utcFromTimestamp(a[1]);
      return makeDate((PyType) a[0], dt.y, dt.m, dt.d);
    });
    t.defineClassMethod("fromisoformat", (a, k) -> {
      PyType cls = (PyType) a[0];
      String owner = isDatetimeClass(cls) ? "datetime" : "date";
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError(owner + ".fromisoformat() takes no keyword arguments");
      }
      if (a.length != 2) {
        throw Errors.typeError(owner + ".fromisoformat() takes exactly one argument (" + (a.length - 1) + " given)");
      }
      if (!(a[1] instanceof PyStr s)) {
        throw Errors.typeError("fromisoformat: argument must be str");
      }
      if (isDatetimeClass(cls)) {
        return makeDatetime(cls, parseIsoDatetime(s.value()));
      }
      byte[] iso = isoBytes(s.value());
      int isoLen = iso.length - 1;
      int[] ymd = isoLen == 7 || isoLen == 8 || isoLen == 10 ? parseIsoDate(iso, isoLen) : null;
      if (ymd == null) {
        throw Errors.valueError("Invalid isoformat string: " + PyStr.repr(s.value()));
      }
      checkDate(ymd[0], ymd[1], ymd[2]);
      return makeDate(cls, ymd[0], ymd[1], ymd[2]);
    });
    t.defineClassMethod("fromisocalendar", (a, k) -> {
      PyObject[] p = cbind("fromisocalendar", a, k, 1, new String[] {"year", "week", "day"}, 3);
      DateObj d = fromIsoCalendar(intArg(p[0]), intArg(p[1]), intArg(p[2]));
      return makeDate((PyType) a[0], d.y, d.m, d.d);
    });
    t.defineMethod("toordinal", (a, k) -> {
      noArgs("date.toordinal", a, k);
      return PyInt.of(((DateObj) a[0]).ordinal());
    });
    t.defineMethod("weekday", (a, k) -> {
      noArgs("date.weekday", a, k);
      DateObj d = (DateObj) a[0];
      return PyInt.of(weekday(d.y, d.m, d.d));
    });
    t.defineMethod("isoweekday", (a, k) -> {
      noArgs("date.isoweekday", a, k);
      DateObj d = (DateObj) a[0];
      return PyInt.of(weekday(d.y, d.m, d.d) + 1);
    });
    t.defineMethod("isocalendar", (a, k) -> {
      noArgs("date.isocalendar", a, k);
      DateObj d = (DateObj) a[0];
      LocalDate ld = LocalDate.of(d.y, d.m, d.d);
      return isoCalendarDate(ld.get(IsoFields.WEEK_BASED_YEAR), ld.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR),
          weekday(d.y, d.m, d.d) + 1);
    });
    t.defineMethod("replace", (a, k) -> {
      DateObj d = (DateObj) a[0];
      if (d instanceof DateTimeObj) {
        return dtReplace(a, k);
      }
      PyObject[] p = cbind("replace", a, k, 1, new String[] {"year", "month", "day"}, 0);
      return adopt(newDate(intArg(p[0], d.y), intArg(p[1], d.m), intArg(p[2], d.d)), d.type());
    });
    t.defineMethod("isoformat", (a, k) -> {
      if (a[0] instanceof DateTimeObj) {
        return PyStr.of(dtIso(a, k));
      }
      noArgs("date.isoformat", a, k);
      return PyStr.of(dateIso((DateObj) a[0]));
    });
    t.defineMethod("__str__", (a, k) -> a[0] instanceof DateTimeObj dt ? PyStr.of(dtIso(dt, " ", "auto"))
        : PyStr.of(dateIso((DateObj) a[0])));
    t.defineMethod("__repr__", (a, k) -> {
      if (a[0] instanceof DateTimeObj dt) {
        return PyStr.of(dtRepr(dt));
      }
      DateObj d = (DateObj) a[0];
      return PyStr.of(d.type().name() + "(" + d.y + ", " + d.m + ", " + d.d + ")");
    });
    t.defineMethod("ctime", (a, k) -> {
      noArgs("date.ctime", a, k);
      DateObj d = (DateObj) a[0];
      return PyStr.of(strftime("%c", fieldsOf(d), NONE, NONE));
    });
    t.defineMethod("strftime", (a, k) -> {
      PyObject[] p = cbind("strftime", a, k, 1, new String[] {"format"}, 1);
      String fmt = Support.string(p[0], "strftime() argument 1");
      DateObj d = (DateObj) a[0];
      return PyStr.of(strftime(fmt, fieldsOf(d), d instanceof DateTimeObj dt ? dt.tz : NONE, d));
    });
    t.defineMethod("__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      String spec = Support.string(a[1], "format()");
      DateObj d = (DateObj) a[0];
      if (spec.isEmpty()) {
        return Ops.strObject(d);
      }
      return PyStr.of(strftime(spec, fieldsOf(d), d instanceof DateTimeObj dt ? dt.tz : NONE, d));
    });
    t.defineMethod("timetuple", (a, k) -> {
      noArgs(a[0] instanceof DateTimeObj ? "datetime.timetuple" : "date.timetuple", a, k);
      DateObj d = (DateObj) a[0];
      int dst = -1;
      if (d instanceof DateTimeObj dt) {
        TD ds = dst(dt.tz, dt);
        dst = ds == null ? -1 : ds.isZero() ? 0 : 1;
      }
      return TimeModule.structTime(fieldsOf(d), dst);
    });
    t.defineMethod("__add__", (a, k) -> {
      if (!(a[1] instanceof TD o)) {
        return NI;
      }
      return dateAdd((DateObj) a[0], o, false);
    });
    t.defineMethod("__radd__", (a, k) -> a[1] instanceof TD o ? dateAdd((DateObj) a[0], o, false) : NI);
    t.defineMethod("__sub__", (a, k) -> {
      DateObj x = (DateObj) a[0];
      if (a[1] instanceof TD o) {
        return dateAdd(x, o, true);
      }
      if (x instanceof DateTimeObj dx) {
        return a[1] instanceof DateTimeObj dy ? dtSub(dx, dy) : NI;
      }
      if (a[1] instanceof DateTimeObj) {
        return NI;
      }
      if (a[1] instanceof DateObj y && !(a[1] instanceof DateTimeObj)) {
        return td(BigInteger.valueOf(x.ordinal() - y.ordinal()).multiply(US_PER_DAY));
      }
      return NI;
    });
    defineOrdering(t, DatetimeModule::compareDates);
    t.defineMethod("__hash__", (a, k) -> {
      if (a[0] instanceof DateTimeObj dt) {
        return PyInt.of(dtHash(dt));
      }
      DateObj d = (DateObj) a[0];
      return PyInt.of(d.ordinal() * 1_000_003L + 17);
    });
    t.defineMethod("__reduce__", (a, k) -> PyTuple.of(a[0].type(), state(a[0], false)));
    copyable(t);
    t.defineAttr("min", new DateObj(1, 1, 1));
    t.defineAttr("max", new DateObj(9999, 12, 31));
    t.defineAttr("resolution", new TD(1, 0, 0));
  }

  /** The ISO calendar triple: a tuple (CPython's IsoCalendarDate is a tuple subclass with names). */
  static PyObject isoCalendarDate(int year, int week, int weekday) {
    return NamedTuples.make(ISOCAL, PyInt.of(year), PyInt.of(week), PyInt.of(weekday));
  }

  static final PyType ISOCAL = NamedTuples.define("IsoCalendarDate", "datetime.IsoCalendarDate",
      new String[] {"year", "week", "weekday"}, null);

  static DateObj fromIsoCalendar(long year, long week, long day) {
    if (year < 1 || year > 9999) {
      throw Errors.valueError("Year is out of range: " + year);
    }
    if (week < 1 || week > 53 || (week == 53 && LocalDate.of((int) year, 12, 28).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR)
        != 53)) {
      throw Errors.valueError("Invalid week: " + week);
    }
    if (day < 1 || day > 7) {
      throw Errors.valueError("Invalid day: " + day + " (range is [1, 7])");
    }
    LocalDate jan4 = LocalDate.of((int) year, 1, 4);
    LocalDate monday = jan4.minusDays(jan4.getDayOfWeek().getValue() - 1);
    LocalDate r = monday.plusDays((week - 1) * 7 + day - 1);
    if (r.getYear() > 9999) {
      throw Errors.valueError("year " + r.getYear() + " is out of range");
    }
    return new DateObj(r.getYear(), r.getMonthValue(), r.getDayOfMonth());
  }

  static PyObject dateAdd(DateObj x, TD o, boolean sub) {
    if (x instanceof DateTimeObj dt) {
      return dtShift(dt, sub ? o.micros().negate() : o.micros());
    }
    long ord = x.ordinal() + (sub ? -o.days : o.days);
    if (ord < 1 || ord > 3_652_059L) {
      throw Errors.overflow("date value out of range");
    }
    DateObj r = dateFromOrdinal(ord);
    return x.type() == DATE ? r : makeDate(x.type(), r.y, r.m, r.d);
  }

  /** dt + micros keeping dt's tzinfo and (Python) class, fold reset: CPython's add_datetime_timedelta. */
  static PyObject dtShift(DateTimeObj dt, BigInteger micros) {
    DateTimeObj r = fromWallMicros(dt.wallMicros().add(micros), dt.tz, 0);
    return dt.type() == DATETIME ? r : makeDatetime(dt.type(), r);
  }

  static Integer compareDates(PyObject self, PyObject other) {
    if (!(other instanceof DateObj o)) {
      return null;
    }
    DateObj x = (DateObj) self;
    boolean xdt = x instanceof DateTimeObj;
    boolean odt = o instanceof DateTimeObj;
    if (xdt != odt) {
      if (!xdt) {
        return null;
      }
      throw new IncomparableDate();
    }
    if (xdt) {
      return compareDatetimes((DateTimeObj) x, (DateTimeObj) o);
    }
    return Long.compare(x.ordinal(), o.ordinal());
  }

  /** Signals date vs datetime ordering (EQ/NE answer not-equal instead). */
  static final class IncomparableDate extends RuntimeException {
    IncomparableDate() {
      super(null, null, false, false);
    }
  }

  static String dateIso(DateObj d) {
    return pad(d.y, 4) + "-" + two(d.m) + "-" + two(d.d);
  }

  /** [y, m, d, hh, mi, ss, us, wday, yday]. */
  static int[] fieldsOf(DateObj d) {
    int hh = 0;
    int mi = 0;
    int ss = 0;
    int us = 0;
    if (d instanceof DateTimeObj dt) {
      hh = dt.hh;
      mi = dt.mi;
      ss = dt.ss;
      us = dt.us;
    }
    return new int[] {d.y, d.m, d.d, hh, mi, ss, us, weekday(d.y, d.m, d.d),
        (int) (d.ordinal() - ordinalOf(d.y, 1, 1) + 1)};
  }

  // ================================================================ datetime

  private static final String[] DT_KW = {"year", "month", "day", "hour", "minute", "second", "microsecond",
      "tzinfo", "fold"};

  /** (type, (state[, tzinfo])) with CPython's 10-byte state (fold in the month's high bit). */
  /**
   * The constructor arguments CPython's __reduce__ gives: timedelta's (days, seconds, us), else
   * the packed byte state (+ tzinfo); fold (high bit of month/hour) only for __reduce_ex__(4+).
   */
  static PyTuple state(PyObject o, boolean withFold) {
    if (o instanceof TD t) {
      return PyTuple.of(PyInt.of(t.days), PyInt.of(t.secs), PyInt.of(t.us));
    }
    if (o instanceof DateTimeObj d) {
      int fold = withFold ? d.fold << 7 : 0;
      PyBytes st = PyBytes.of(new byte[] {(byte) (d.y >> 8), (byte) d.y, (byte) (d.m | fold), (byte) d.d,
          (byte) d.hh, (byte) d.mi, (byte) d.ss, (byte) (d.us >> 16), (byte) (d.us >> 8), (byte) d.us});
      return d.tz == NONE ? PyTuple.of(st) : PyTuple.of(st, d.tz);
    }
    if (o instanceof DateObj d) {
      return PyTuple.of(PyBytes.of(new byte[] {(byte) (d.y >> 8), (byte) d.y, (byte) d.m, (byte) d.d}));
    }
    TimeObj t = (TimeObj) o;
    int fold = withFold ? t.fold << 7 : 0;
    PyBytes st = PyBytes.of(new byte[] {(byte) (t.hh | fold), (byte) t.mi, (byte) t.ss, (byte) (t.us >> 16),
        (byte) (t.us >> 8), (byte) t.us});
    return t.tz == NONE ? PyTuple.of(st) : PyTuple.of(st, t.tz);
  }

  /** __reduce__ and __reduce_ex__ for datetime and time (only protocol 4+ keeps fold). */
  static void reducible(PyType t) {
    t.defineMethod("__reduce__", (a, k) -> PyTuple.of(a[0].type(), state(a[0], false)));
    t.defineMethod("__reduce_ex__", (a, k) -> {
      Args.exact("__reduce_ex__", a, k, 2);
      return PyTuple.of(a[0].type(), state(a[0], Ops.index(a[1]).signum() > 0 && Ops.index(a[1]).longValue() > 3));
    });
  }

  private static void installDatetime(PyType t) {
    t.defineAttr("__doc__", PyStr.of("datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])\n\nThe year, month and day arguments are required. tzinfo may be None, or an\ninstance of a tzinfo subclass. The remaining arguments may be ints.\n"));
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      newCls(a, DATETIME);
      if ((a.length == 2 || a.length == 3) && Args.kwCount(k) == 0 && a[1] instanceof PyBytes b
          && b.bytes().length == 10 && ((b.bytes()[2] & 0x7f) >= 1) && (b.bytes()[2] & 0x7f) <= 12) {
        byte[] st = b.bytes();
        return adopt(newDatetime(((st[0] & 0xff) << 8) | (st[1] & 0xff), st[2] & 0x7f, st[3] & 0xff,
            st[4] & 0xff, st[5] & 0xff, st[6] & 0xff, ((st[7] & 0xff) << 16) | ((st[8] & 0xff) << 8) | (st[9] & 0xff),
            a.length == 3 ? a[2] : NONE, (st[2] & 0x80) != 0 ? 1 : 0), (PyType) a[0]);
      }
      PyObject[] p = cbind(null, a, k, 1, DT_KW, 3);
      return adopt(newDatetime(intArg(p[0]), intArg(p[1]), intArg(p[2]), intArg(p[3], 0), intArg(p[4], 0),
          intArg(p[5], 0), intArg(p[6], 0), p[7], intArg(p[8], 0)), (PyType) a[0]);
    });
    t.defineGetter("hour", o -> PyInt.of(((DateTimeObj) o).hh));
    t.defineGetter("minute", o -> PyInt.of(((DateTimeObj) o).mi));
    t.defineGetter("second", o -> PyInt.of(((DateTimeObj) o).ss));
    t.defineGetter("microsecond", o -> PyInt.of(((DateTimeObj) o).us));
    t.defineGetter("tzinfo", o -> ((DateTimeObj) o).tz);
    t.defineGetter("fold", o -> PyInt.of(((DateTimeObj) o).fold));
    t.defineClassMethod("now", (a, k) -> {
      PyObject[] p = cbind("now", a, k, 1, new String[] {"tz"}, 0);
      PyObject tz = checkTz(p[0]);
      return fromUtcFields((PyType) a[0], utcNowNaive(), tz);
    });
    t.defineClassMethod("utcnow", (a, k) -> {
      noArgs("datetime.utcnow", a, k);
      return makeDatetime((PyType) a[0], utcNowNaive());
    });
    t.defineClassMethod("fromtimestamp", (a, k) -> {
      PyObject[] p = cbind("fromtimestamp", a, k, 1, new String[] {"timestamp", "tz"}, 1);
      PyObject tz = checkTz(p[1]);
      return fromUtcFields((PyType) a[0], utcFromTimestamp(p[0]), tz);
    });
    t.defineClassMethod("utcfromtimestamp", (a, k) -> {
      Args.exact("utcfromtimestamp", a, k, 2);
      return makeDatetime((PyType) a[0], utcFromTimestamp(a[1]));
    });
    t.defineClassMethod("combine", (a, k) -> {
      PyObject[] p = cbind("combine", a, k, 1, new String[] {"date", "time", "tzinfo"}, 2);
      if (!(p[0] instanceof DateObj d)) {
        throw Errors.typeError("combine() argument 1 must be datetime.date, not " + p[0].type().name());
      }
      if (!(p[1] instanceof TimeObj tm)) {
        throw Errors.typeError("combine() argument 2 must be datetime.time, not " + p[1].type().name());
      }
      PyObject tz = p[2] == null ? tm.tz : checkTz(p[2]);
      return makeDatetime((PyType) a[0], d.y, d.m, d.d, tm.hh, tm.mi, tm.ss, tm.us, tz, tm.fold);
    });
    t.defineClassMethod("strptime", (a, k) -> {
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError("strptime() takes no keyword arguments");
      }
      if (a.length != 3) {
        throw Errors.typeError("strptime() takes exactly 2 arguments (" + (a.length - 1) + " given)");
      }
      String s = Support.string(a[1], "strptime() argument 1");
      String f = Support.string(a[2], "strptime() argument 2");
      Parsed r = strptime(s, f);
      if (r.tz instanceof Tz z) {
        checkTzRange(z.offset);
      }
      checkDate(r.f[0], r.f[1], r.f[2]);
      return makeDatetime((PyType) a[0], newDatetime(r.f[0], r.f[1], r.f[2], r.f[3], r.f[4], r.f[5], r.f[6], r.tz,
          0));
    });
    t.defineMethod("date", (a, k) -> {
      noArgs("datetime.date", a, k);
      DateTimeObj d = (DateTimeObj) a[0];
      return new DateObj(d.y, d.m, d.d);
    });
    t.defineMethod("time", (a, k) -> {
      noArgs("datetime.time", a, k);
      DateTimeObj d = (DateTimeObj) a[0];
      return new TimeObj(d.hh, d.mi, d.ss, d.us, NONE, d.fold);
    });
    t.defineMethod("timetz", (a, k) -> {
      noArgs("datetime.timetz", a, k);
      DateTimeObj d = (DateTimeObj) a[0];
      return new TimeObj(d.hh, d.mi, d.ss, d.us, d.tz, d.fold);
    });
    t.defineMethod("utcoffset", (a, k) -> {
      noArgs("datetime.utcoffset", a, k);
      TD off = utcoffset(((DateTimeObj) a[0]).tz, a[0]);
      return off == null ? NONE : off;
    });
    t.defineMethod("dst", (a, k) -> {
      noArgs("datetime.dst", a, k);
      TD off = dst(((DateTimeObj) a[0]).tz, a[0]);
      return off == null ? NONE : off;
    });
    t.defineMethod("tzname", (a, k) -> {
      noArgs("datetime.tzname", a, k);
      return tzname(((DateTimeObj) a[0]).tz, a[0]);
    });
    t.defineMethod("timestamp", (a, k) -> {
      noArgs("datetime.timestamp", a, k);
      DateTimeObj d = (DateTimeObj) a[0];
      if (d.tz == NONE && d.ordinal() == 1) {
        // CPython probes local time a day earlier for a naive datetime
        throw Errors.valueError("year 0 is out of range");
      }
      BigInteger m = d.wallMicros().subtract(EPOCH_MICROS);
      TD off = utcoffset(d.tz, d);
      if (off != null) {
        m = m.subtract(off.micros());
      }
      return PyFloat.of(m.doubleValue() / 1e6);
    });
    t.defineMethod("astimezone", (a, k) -> {
      PyObject[] p = cbind("astimezone", a, k, 1, new String[] {"tz"}, 0);
      DateTimeObj d = (DateTimeObj) a[0];
      PyObject tz = p[0] == null || p[0] == NONE ? new Tz(ZERO, "UTC") : checkTz(p[0]);
      if (d.tz == tz) {
        return d;
      }
      // CPython: result = self - utcoffset (a naive self counts as local time, UTC here), then
      // the new tzinfo is attached to that fresh object and tz.fromutc(result) finishes.
      TD off = utcoffset(d.tz, d);
      DateTimeObj r = asDatetime(dtShift(d, off == null ? BigInteger.ZERO : off.micros().negate()), "astimezone");
      if (r == d) {
        r = fromWallMicros(d.wallMicros(), tz, 0);
      }
      r.tz = tz;
      return fromUtc(tz, r);
    });
    t.defineMethod("utctimetuple", (a, k) -> {
      noArgs("datetime.utctimetuple", a, k);
      DateTimeObj d = (DateTimeObj) a[0];
      TD off = utcoffset(d.tz, d);
      DateTimeObj u = off == null ? d : fromWallMicros(d.wallMicros().subtract(off.micros()), NONE, 0);
      return TimeModule.structTime(fieldsOf(u), 0);
    });
    t.defineAttr("min", new DateTimeObj(1, 1, 1, 0, 0, 0, 0, NONE, 0));
    t.defineAttr("max", new DateTimeObj(9999, 12, 31, 23, 59, 59, 999_999, NONE, 0));
    t.defineAttr("resolution", new TD(0, 0, 1));
    reducible(t);
  }

  /** tz.fromutc(dt) where dt carries tzinfo=tz and UTC wall time. */
  static PyObject fromUtc(PyObject tz, DateTimeObj dt) {
    if (tz instanceof Tz z) {
      return dtShift(dt, z.offset.micros());
    }
    return Ops.getattr(tz, "fromutc").call(new PyObject[] {dt}, null);
  }

  /**
   * An instance of {@code cls} from UTC fields: naive (local time is UTC in the sandbox) when tz
   * is None, else tz.fromutc(...) as CPython's datetime_from_timet_and_us does.
   */
  static PyObject fromUtcFields(PyType cls, DateTimeObj utc, PyObject tz) {
    PyObject r = makeDatetime(cls, utc.y, utc.m, utc.d, utc.hh, utc.mi, utc.ss, utc.us, tz, 0);
    return tz == NONE ? r : fromUtc(tz, asDatetime(r, "datetime constructor"));
  }

  /** The naive UTC datetime of a POSIX timestamp, with CPython's rounding and range errors. */
  static DateTimeObj utcFromTimestamp(PyObject ts) {
    long secs;
    long us;
    if (ts instanceof PyInt n) {
      if (n.bigValue().bitLength() > 63) {
        throw Errors.overflow("timestamp out of range for platform time_t");
      }
      secs = n.longValue();
      us = 0;
    } else if (ts instanceof PyFloat f) {
      double v = f.value();
      if (Double.isNaN(v)) {
        throw Errors.valueError("Invalid value NaN (not a number)");
      }
      // _PyTime_DoubleToDenominator: modf, scale the fraction, round half-even, carry
      double intpart = v < 0 ? Math.ceil(v) : Math.floor(v);
      double frac = Double.isInfinite(v) ? 0 : (v - intpart) * 1e6;
      double r = cRound(frac);
      if (Math.abs(frac - r) == 0.5) {
        r = 2.0 * cRound(frac / 2.0);
      }
      if (r >= 1e6) {
        r -= 1e6;
        intpart += 1.0;
      } else if (r < 0) {
        r += 1e6;
        intpart -= 1.0;
      }
      if (!(intpart >= -9.223372036854776E18 && intpart < 9.223372036854776E18)) {
        throw Errors.overflow("timestamp out of range for platform time_t");
      }
      secs = (long) intpart;
      us = (long) r;
    } else {
      throw Errors.typeError("'" + ts.type().name() + "' object cannot be interpreted as an integer");
    }
    long days = Math.floorDiv(secs, 86_400L);
    long ord = days + 719_163L;
    if (ord < 1 || ord > 3_652_059L) {
      throw Errors.valueError("year " + civilYear(days) + " is out of range");
    }
    BigInteger wall = BigInteger.valueOf(secs).multiply(BigInteger.valueOf(1_000_000L)).add(BigInteger.valueOf(us))
        .add(EPOCH_MICROS);
    return fromWallMicros(wall, NONE, 0);
  }

  /** The proleptic Gregorian year of a day count from 1970-01-01 (any long; H. Hinnant's algorithm). */
  static long civilYear(long z) {
    z += 719_468L;
    long era = Math.floorDiv(z, 146_097L);
    long doe = z - era * 146_097L;
    long yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    long y = yoe + era * 400;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    long m = mp < 10 ? mp + 3 : mp - 9;
    return m <= 2 ? y + 1 : y;
  }

  static PyObject dtReplace(PyObject[] a, String[] k) {
    DateTimeObj d = (DateTimeObj) a[0];
    PyObject[] p = cbind("replace", a, k, 1, DT_KW, 0);
    return adopt(newDatetime(intArg(p[0], d.y), intArg(p[1], d.m), intArg(p[2], d.d), intArg(p[3], d.hh),
        intArg(p[4], d.mi), intArg(p[5], d.ss), intArg(p[6], d.us), p[7] == null ? d.tz : p[7],
        intArg(p[8], d.fold)), d.type());
  }

  static PyObject dtSub(DateTimeObj x, DateTimeObj y) {
    BigInteger a = x.wallMicros();
    BigInteger b = y.wallMicros();
    if (x.tz != y.tz) {
      TD ox = utcoffset(x.tz, x);
      TD oy = utcoffset(y.tz, y);
      if ((ox == null) != (oy == null)) {
        throw Errors.typeError("can't subtract offset-naive and offset-aware datetimes");
      }
      if (ox != null) {
        a = a.subtract(ox.micros());
        b = b.subtract(oy.micros());
      }
    }
    return td(a.subtract(b));
  }

  static Integer compareDatetimes(DateTimeObj x, DateTimeObj y) {
    BigInteger a = x.wallMicros();
    BigInteger b = y.wallMicros();
    if (x.tz != y.tz) {
      TD ox = utcoffset(x.tz, x);
      TD oy = utcoffset(y.tz, y);
      if ((ox == null) != (oy == null)) {
        throw new NaiveAware();
      }
      if (ox != null) {
        a = a.subtract(ox.micros());
        b = b.subtract(oy.micros());
      }
    }
    return a.compareTo(b);
  }

  /** Naive vs aware ordering. */
  static final class NaiveAware extends RuntimeException {
    NaiveAware() {
      super(null, null, false, false);
    }
  }

  static long dtHash(DateTimeObj d) {
    BigInteger m = d.wallMicros();
    TD off = utcoffset(d.tz, d);
    if (off != null) {
      m = m.subtract(off.micros());
    }
    return m.hashCode() * 1_000_033L + 3;
  }

  static String dtRepr(DateTimeObj d) {
    StringBuilder sb = new StringBuilder(d.type().name()).append('(');
    sb.append(d.y).append(", ").append(d.m).append(", ").append(d.d).append(", ").append(d.hh).append(", ")
        .append(d.mi);
    if (d.us != 0) {
      sb.append(", ").append(d.ss).append(", ").append(d.us);
    } else if (d.ss != 0) {
      sb.append(", ").append(d.ss);
    }
    if (d.fold != 0) {
      sb.append(", fold=1");
    }
    if (d.tz != NONE) {
      sb.append(", tzinfo=").append(Ops.repr(d.tz));
    }
    return sb.append(')').toString();
  }

  static String dtIso(PyObject[] a, String[] k) {
    PyObject[] p = Args.bind("isoformat", a, k, 1, new String[] {"sep", "timespec"}, 0);
    String sep = p[0] == null ? "T" : Support.string(p[0], "isoformat() argument 1");
    if (sep.codePointCount(0, sep.length()) != 1) {
      throw Errors.typeError("isoformat() argument 1 must be a unicode character, not str");
    }
    String spec = p[1] == null ? "auto" : Support.string(p[1], "isoformat() argument 2");
    return dtIso((DateTimeObj) a[0], sep, spec);
  }

  static String dtIso(DateTimeObj d, String sep, String spec) {
    return dateIso(d) + sep + timeIso(d.hh, d.mi, d.ss, d.us, spec) + offsetSuffix(utcoffset(d.tz, d));
  }

  static String offsetSuffix(TD off) {
    return off == null ? "" : formatOffset(off, ":");
  }

  static String timeIso(int hh, int mi, int ss, int us, String spec) {
    String hm = two(hh) + ":" + two(mi);
    return switch (spec) {
      case "auto" -> hm + ":" + two(ss) + (us != 0 ? "." + pad(us, 6) : "");
      case "hours" -> two(hh);
      case "minutes" -> hm;
      case "seconds" -> hm + ":" + two(ss);
      case "milliseconds" -> hm + ":" + two(ss) + "." + pad(us / 1000, 3);
      case "microseconds" -> hm + ":" + two(ss) + "." + pad(us, 6);
      default -> throw Errors.valueError("Unknown timespec value");
    };
  }

  // ================================================================ time

  private static void installTime(PyType t) {
    t.defineAttr("__doc__", PyStr.of("time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object\n\nAll arguments are optional. tzinfo may be None, or an instance of\na tzinfo subclass. The remaining arguments may be ints.\n"));
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      newCls(a, TIME);
      if ((a.length == 2 || a.length == 3) && Args.kwCount(k) == 0 && a[1] instanceof PyBytes b
          && b.bytes().length == 6 && (b.bytes()[0] & 0x7f) < 24) {
        byte[] st = b.bytes();
        return adopt(new TimeObj(st[0] & 0x7f, st[1] & 0xff, st[2] & 0xff,
            ((st[3] & 0xff) << 16) | ((st[4] & 0xff) << 8) | (st[5] & 0xff), checkTz(a.length == 3 ? a[2] : NONE),
            (st[0] & 0x80) != 0 ? 1 : 0), (PyType) a[0]);
      }
      PyObject[] p = cbind(null, a, k, 1, new String[] {"hour", "minute", "second", "microsecond",
          "tzinfo", "fold"}, 0);
      long hh = intArg(p[0], 0);
      long mi = intArg(p[1], 0);
      long ss = intArg(p[2], 0);
      long us = intArg(p[3], 0);
      long fold = intArg(p[5], 0);
      checkTime(hh, mi, ss, us, fold);
      return adopt(new TimeObj((int) hh, (int) mi, (int) ss, (int) us, checkTz(p[4]), (int) fold), (PyType) a[0]);
    });
    t.defineGetter("hour", o -> PyInt.of(((TimeObj) o).hh));
    t.defineGetter("minute", o -> PyInt.of(((TimeObj) o).mi));
    t.defineGetter("second", o -> PyInt.of(((TimeObj) o).ss));
    t.defineGetter("microsecond", o -> PyInt.of(((TimeObj) o).us));
    t.defineGetter("tzinfo", o -> ((TimeObj) o).tz);
    t.defineGetter("fold", o -> PyInt.of(((TimeObj) o).fold));
    t.defineClassMethod("fromisoformat", (a, k) -> {
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError("time.fromisoformat() takes no keyword arguments");
      }
      if (a.length != 2) {
        throw Errors.typeError("time.fromisoformat() takes exactly one argument (" + (a.length - 1) + " given)");
      }
      if (!(a[1] instanceof PyStr s)) {
        throw Errors.typeError("fromisoformat: argument must be str");
      }
      String str = s.value();
      String body = str.startsWith("T") ? str.substring(1) : str;
      Object[] r = parseIsoTime(body);
      if (r == null) {
        throw Errors.valueError("Invalid isoformat string: " + PyStr.repr(str));
      }
      int[] f = (int[]) r[0];
      checkTime(f[0], f[1], f[2], f[3], 0);
      return makeTime((PyType) a[0], f[0], f[1], f[2], f[3], (PyObject) r[1], 0);
    });
    t.defineMethod("replace", (a, k) -> {
      TimeObj o = (TimeObj) a[0];
      PyObject[] p = cbind("replace", a, k, 1, new String[] {"hour", "minute", "second", "microsecond",
          "tzinfo", "fold"}, 0);
      long hh = intArg(p[0], o.hh);
      long mi = intArg(p[1], o.mi);
      long ss = intArg(p[2], o.ss);
      long us = intArg(p[3], o.us);
      long fold = intArg(p[5], o.fold);
      checkTime(hh, mi, ss, us, fold);
      return adopt(new TimeObj((int) hh, (int) mi, (int) ss, (int) us, p[4] == null ? o.tz : checkTz(p[4]),
          (int) fold), o.type());
    });
    t.defineMethod("isoformat", (a, k) -> {
      PyObject[] p = cbind("isoformat", a, k, 1, new String[] {"timespec"}, 0);
      TimeObj o = (TimeObj) a[0];
      String spec = p[0] == null ? "auto" : Support.string(p[0], "isoformat() argument 1");
      return PyStr.of(timeIso(o.hh, o.mi, o.ss, o.us, spec) + offsetSuffix(utcoffset(o.tz, NONE)));
    });
    t.defineMethod("__str__", (a, k) -> {
      TimeObj o = (TimeObj) a[0];
      return PyStr.of(timeIso(o.hh, o.mi, o.ss, o.us, "auto") + offsetSuffix(utcoffset(o.tz, NONE)));
    });
    t.defineMethod("__repr__", (a, k) -> {
      TimeObj o = (TimeObj) a[0];
      StringBuilder sb = new StringBuilder(o.type().name()).append('(').append(o.hh).append(", ").append(o.mi);
      if (o.us != 0) {
        sb.append(", ").append(o.ss).append(", ").append(o.us);
      } else if (o.ss != 0) {
        sb.append(", ").append(o.ss);
      }
      if (o.fold != 0) {
        sb.append(", fold=1");
      }
      if (o.tz != NONE) {
        sb.append(", tzinfo=").append(Ops.repr(o.tz));
      }
      return PyStr.of(sb.append(')').toString());
    });
    t.defineMethod("strftime", (a, k) -> {
      PyObject[] p = cbind("strftime", a, k, 1, new String[] {"format"}, 1);
      TimeObj o = (TimeObj) a[0];
      return PyStr.of(strftime(Support.string(p[0], "strftime() argument 1"),
          new int[] {1900, 1, 1, o.hh, o.mi, o.ss, o.us, 0, 1}, o.tz, NONE));
    });
    t.defineMethod("__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      String spec = Support.string(a[1], "format()");
      TimeObj o = (TimeObj) a[0];
      if (spec.isEmpty()) {
        return Ops.strObject(o);
      }
      return PyStr.of(strftime(spec, new int[] {1900, 1, 1, o.hh, o.mi, o.ss, o.us, 0, 1}, o.tz, NONE));
    });
    t.defineMethod("utcoffset", (a, k) -> {
      noArgs("time.utcoffset", a, k);
      TD off = utcoffset(((TimeObj) a[0]).tz, NONE);
      return off == null ? NONE : off;
    });
    t.defineMethod("dst", (a, k) -> {
      noArgs("time.dst", a, k);
      TD off = dst(((TimeObj) a[0]).tz, NONE);
      return off == null ? NONE : off;
    });
    t.defineMethod("tzname", (a, k) -> {
      noArgs("time.tzname", a, k);
      return tzname(((TimeObj) a[0]).tz, NONE);
    });
    reducible(t);
    defineOrdering(t, (x, y) -> {
      if (!(y instanceof TimeObj o)) {
        return null;
      }
      TimeObj s = (TimeObj) x;
      long a1 = ((s.hh * 60L + s.mi) * 60 + s.ss) * 1_000_000L + s.us;
      long b1 = ((o.hh * 60L + o.mi) * 60 + o.ss) * 1_000_000L + o.us;
      if (s.tz != o.tz) {
        TD ox = utcoffset(s.tz, NONE);
        TD oy = utcoffset(o.tz, NONE);
        if ((ox == null) != (oy == null)) {
          throw new NaiveAware();
        }
        if (ox != null) {
          a1 -= ox.microsLong();
          b1 -= oy.microsLong();
        }
      }
      return Long.compare(a1, b1);
    });
    t.defineMethod("__hash__", (a, k) -> {
      TimeObj s = (TimeObj) a[0];
      long v = ((s.hh * 60L + s.mi) * 60 + s.ss) * 1_000_000L + s.us;
      TD off = utcoffset(s.tz, NONE);
      if (off != null) {
        v -= off.microsLong();
      }
      return PyInt.of(Long.hashCode(v) * 31L + 5);
    });
    t.defineMethod("__bool__", (a, k) -> PyBool.TRUE);
    copyable(t);
    t.defineAttr("min", new TimeObj(0, 0, 0, 0, NONE, 0));
    t.defineAttr("max", new TimeObj(23, 59, 59, 999_999, NONE, 0));
    t.defineAttr("resolution", new TD(0, 0, 1));
  }

  // ================================================================ tzinfo and timezone

  private static void installTzinfo(PyType t) {
    t.defineAttr("__doc__", PyStr.of("Abstract base class for time zone info objects."));
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new PyInstance(newCls(a, TZINFO)));
    t.defineMethod("__init__", (a, k) -> NONE);
    t.defineMethod("utcoffset", (a, k) -> {
      throw Errors.notImplemented("a tzinfo subclass must implement utcoffset()");
    });
    t.defineMethod("dst", (a, k) -> {
      throw Errors.notImplemented("a tzinfo subclass must implement dst()");
    });
    t.defineMethod("tzname", (a, k) -> {
      throw Errors.notImplemented("a tzinfo subclass must implement tzname()");
    });
    t.defineMethod("fromutc", (a, k) -> {
      Args.exact("fromutc", a, k, 2);
      if (!(a[1] instanceof DateTimeObj dt)) {
        throw Errors.typeError("fromutc: argument must be a datetime");
      }
      if (dt.tz != a[0]) {
        throw Errors.valueError("fromutc: dt.tzinfo is not self");
      }
      TD off = utcoffset(dt.tz, dt);
      if (off == null) {
        throw Errors.valueError("fromutc: non-None utcoffset() result required");
      }
      TD ds = dst(dt.tz, dt);
      if (ds == null) {
        throw Errors.valueError("fromutc: non-None dst() result required");
      }
      BigInteger delta = off.micros().subtract(ds.micros());
      DateTimeObj r = asDatetime(dtShift(dt, delta), "fromutc");
      ds = dst(r.tz, r);
      if (ds == null) {
        throw Errors.valueError("fromutc: tz.dst() gave inconsistent results; cannot convert");
      }
      return dtShift(r, ds.micros());
    });
  }

  private static void installTimezone(PyType t) {
    t.defineAttr("__doc__", PyStr.of("Fixed offset from UTC implementation of tzinfo."));
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = Args.bind("timezone", a, k, 1, new String[] {"offset", "name"}, 1);
      if (!(p[0] instanceof TD off)) {
        throw Errors.typeError("timezone() argument 1 must be datetime.timedelta, not " + p[0].type().name());
      }
      String name = null;
      if (p[1] != null) {
        name = Support.string(p[1], "timezone() argument 2");
      }
      checkTzRange(off);
      if (name == null && off.isZero()) {
        return UTC;
      }
      return new Tz(off, name);
    });
    t.defineMethod("utcoffset", (a, k) -> {
      Args.exact("utcoffset", a, k, 2);
      checkDtArg(a[1], "utcoffset");
      return ((Tz) a[0]).offset;
    });
    t.defineMethod("dst", (a, k) -> {
      Args.exact("dst", a, k, 2);
      checkDtArg(a[1], "dst");
      return NONE;
    });
    t.defineMethod("tzname", (a, k) -> {
      Args.exact("tzname", a, k, 2);
      checkDtArg(a[1], "tzname");
      return PyStr.of(((Tz) a[0]).tzname());
    });
    t.defineMethod("fromutc", (a, k) -> {
      Args.exact("fromutc", a, k, 2);
      if (!(a[1] instanceof DateTimeObj dt)) {
        throw Errors.typeError("fromutc: argument must be a datetime");
      }
      if (dt.tz != a[0]) {
        throw Errors.valueError("fromutc: dt.tzinfo is not self");
      }
      return dtShift(dt, ((Tz) a[0]).offset.micros());
    });
    t.defineMethod("__repr__", (a, k) -> {
      Tz z = (Tz) a[0];
      if (z == UTC) {
        return PyStr.of("datetime.timezone.utc");
      }
      return PyStr.of("datetime.timezone(" + tdRepr(z.offset) + (z.name == null ? "" : ", " + PyStr.repr(z.name))
          + ")");
    });
    t.defineMethod("__str__", (a, k) -> PyStr.of(((Tz) a[0]).tzname()));
    t.defineMethod("__eq__", (a, k) -> a[1] instanceof Tz o ? PyBool.of(((Tz) a[0]).offset.micros().equals(
        o.offset.micros())) : NI);
    t.defineMethod("__hash__", (a, k) -> PyInt.of(((Tz) a[0]).offset.micros().hashCode()));
    copyable(t);
    t.defineAttr("utc", UTC);
    t.defineAttr("min", new Tz(new TD(-1, 60, 0), null));
    t.defineAttr("max", new Tz(new TD(0, 86340, 0), null));
  }

  /** timezone()'s range check, with its message. */
  static void checkTzRange(TD off) {
    if (off.days < -1 || off.days >= 1 || (off.days == -1 && off.secs == 0 && off.us == 0)) {
      throw Errors.valueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
          + "timedelta(hours=24), not " + Ops.repr(off) + ".");
    }
  }

  static void checkDtArg(PyObject o, String what) {
    if (o != NONE && !(o instanceof DateTimeObj)) {
      throw Errors.typeError(what + "(dt) argument must be a datetime instance or None, not " + o.type().name());
    }
  }

  // ================================================================ ISO parsing
  // A port of CPython 3.11's C parser (parse_isoformat_date/_time, parse_hh_mm_ss_ff and
  // _find_isoformat_datetime_separator) over the UTF-8 bytes with a NUL terminator, so that the
  // accepted strings and the odd corners ("10.5", any separator character) are the same.

  static byte[] isoBytes(String s) {
    byte[] u = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    return java.util.Arrays.copyOf(u, u.length + 1);
  }

  static int at(byte[] b, int i) {
    return i < b.length ? b[i] : 0;
  }

  /** Parses n digits at p into out[0]; the new position, or -1. */
  static int digitsAt(byte[] b, int p, int n, int[] out) {
    int v = 0;
    for (int i = 0; i < n; i++) {
      int c = at(b, p++) - '0';
      if (c < 0 || c > 9) {
        return -1;
      }
      v = v * 10 + c;
    }
    out[0] = v;
    return p;
  }

  /** [y, m, d] of an ISO date in b[0..len), or null when malformed (range errors come later). */
  static int[] parseIsoDate(byte[] b, int len) {
    int[] v = new int[1];
    int p = digitsAt(b, 0, 4, v);
    if (p < 0) {
      return null;
    }
    int year = v[0];
    boolean sep = at(b, p) == '-';
    if (sep) {
      p++;
    }
    if (at(b, p) == 'W') {
      p++;
      p = digitsAt(b, p, 2, v);
      if (p < 0) {
        return null;
      }
      int week = v[0];
      int day = 1;
      if (p < len) {
        if (sep && at(b, p++) != '-') {
          return null;
        }
        p = digitsAt(b, p, 1, v);
        if (p < 0) {
          return null;
        }
        day = v[0];
      }
      if (year < 1 || year > 9999 || week < 1 || week > 53 || day < 1 || day > 7
          || (week == 53 && LocalDate.of(year, 12, 28).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) != 53)) {
        return null;
      }
      DateObj d = fromIsoCalendar(year, week, day);
      return new int[] {d.y, d.m, d.d};
    }
    p = digitsAt(b, p, 2, v);
    if (p < 0) {
      return null;
    }
    int month = v[0];
    if (sep && at(b, p++) != '-') {
      return null;
    }
    p = digitsAt(b, p, 2, v);
    if (p < 0) {
      return null;
    }
    return new int[] {year, month, v[0]};
  }

  static int isoSeparator(byte[] b, int len) {
    if (len == 7) {
      return 7;
    }
    if (at(b, 4) == '-') {
      if (at(b, 5) == 'W') {
        if (len < 8) {
          return -1;
        }
        if (len > 8 && at(b, 8) == '-') {
          if (len == 9) {
            return -1;
          }
          if (len > 10 && Character.isDigit(at(b, 10))) {
            return 8;
          }
          return 10;
        }
        return 8;
      }
      return 10;
    }
    if (at(b, 4) == 'W') {
      int idx = 7;
      while (idx < len && at(b, idx) >= '0' && at(b, idx) <= '9') {
        idx++;
      }
      if (idx < 9) {
        return idx;
      }
      return idx % 2 == 0 ? 7 : 8;
    }
    return 8;
  }

  /** parse_hh_mm_ss_ff over b[p..end): fills f; 0 at the end of the string, 1 if more follows, < 0 bad. */
  static int parseHms(byte[] b, int p, int end, int[] f) {
    java.util.Arrays.fill(f, 0);
    int[] v = new int[1];
    boolean hasSep = true;
    for (int i = 0; i < 3; i++) {
      p = digitsAt(b, p, 2, v);
      if (p < 0) {
        return -3;
      }
      f[i] = v[0];
      int c = at(b, p++);
      if (i == 0) {
        hasSep = c == ':';
      }
      if (p >= end) {
        return c != 0 ? 1 : 0;
      } else if (hasSep && c == ':') {
        continue;
      } else if (c == '.' || c == ',') {
        break;
      } else if (!hasSep) {
        p--;
      } else {
        return -4;
      }
    }
    int remain = end - p;
    if (remain <= 0) {
      return -3;
    }
    int n = Math.min(remain, 6);
    p = digitsAt(b, p, n, v);
    if (p < 0) {
      return -3;
    }
    int us = v[0];
    for (int i = n; i < 6; i++) {
      us *= 10;
    }
    f[3] = us;
    while (at(b, p) >= '0' && at(b, p) <= '9') {
      p++;
    }
    return at(b, p) != 0 ? 1 : 0;
  }

  /** {int[]{hh, mi, ss, us}, tz} of an ISO time in b[p..end) (end = the string's end), or null. */
  static Object[] parseIsoTime(byte[] b, int p, int end) {
    int tzPos = p;
    do {
      int c = at(b, tzPos);
      if (c == 'Z' || c == '+' || c == '-') {
        break;
      }
    } while (++tzPos < end);
    int[] f = new int[4];
    int rv = parseHms(b, p, tzPos, f);
    if (rv < 0) {
      return null;
    }
    if (tzPos >= end) {
      return rv == 1 ? null : new Object[] {f, NONE};
    }
    if (at(b, tzPos) == 'Z') {
      return at(b, tzPos + 1) != 0 ? null : new Object[] {f, UTC};
    }
    int sign = at(b, tzPos) == '-' ? -1 : 1;
    int[] o = new int[4];
    rv = parseHms(b, tzPos + 1, end, o);
    if (rv != 0) {
      return null;
    }
    long micros = sign * (((o[0] * 3600L) + o[1] * 60L + o[2]) * 1_000_000L + o[3]);
    if (micros == 0) {
      return new Object[] {f, UTC};
    }
    TD off = td(micros);
    checkTzRange(off);
    return new Object[] {f, new Tz(off, null)};
  }

  static Object[] parseIsoTime(String s) {
    byte[] b = isoBytes(s);
    return parseIsoTime(b, 0, b.length - 1);
  }

  static DateTimeObj parseIsoDatetime(String s) {
    byte[] b = isoBytes(s);
    int len = b.length - 1;
    int sepAt = isoSeparator(b, len);
    int[] d = sepAt < 0 ? null : parseIsoDate(b, sepAt);
    Object[] t = new Object[] {new int[4], NONE};
    if (d != null && len > sepAt) {
      t = parseIsoTime(b, sepAt + 1, len);
    }
    if (d == null || t == null) {
      throw Errors.valueError("Invalid isoformat string: " + PyStr.repr(s));
    }
    int[] f = (int[]) t[0];
    return newDatetime(d[0], d[1], d[2], f[0], f[1], f[2], f[3], (PyObject) t[1], 0);
  }

  // ================================================================ strftime

  /**
   * Formats fields [y, m, d, hh, mi, ss, us, wday(Mon=0), yday]; %z/%Z use tz with dtArg. CPython
   * handles %f/%z/%Z itself and hands the rest to glibc's strftime, so the glibc extensions work
   * too: flags {@code _ - 0 ^ #}, a field width, the E/O modifiers, and %k %l %P %r %s ...;
   * an unknown conversion is copied through literally, as glibc does.
   */
  static String strftime(String fmt, int[] f, PyObject tz, PyObject dtArg) {
    // glibc sees the timetuple: zone "UTC" (local) when tm_isdst >= 0, nothing when it is -1
    PyObject glibc = NONE;
    if (dtArg instanceof DateTimeObj dt && dst(dt.tz, dt) != null) {
      glibc = LOCAL_UTC;
    }
    return strftime(fmt, f, tz, dtArg, glibc, true);
  }

  static final Tz LOCAL_UTC = new Tz(ZERO, "UTC");

  /**
   * {@code cpython}: datetime's own %f/%z/%Z (from tz and dtArg) are on; {@code glibcTz} (a Tz,
   * or None for tm_isdst < 0) is what glibc's %z/%Z read. Like CPython's buffer loop, a result of
   * max(1024, 256 * format bytes) bytes or more comes back empty.
   */
  static String strftime(String fmt, int[] f, PyObject tz, PyObject dtArg, PyObject glibcTz, boolean cpython) {
    StringBuilder sb = new StringBuilder();
    int n = fmt.length();
    long fmtBytes = 0;
    dev.krait.python.vm.ResourceMeter meter = dev.krait.python.vm.ResourceMeter.current();
    for (int i = 0; i < n; i++) {
      char c = fmt.charAt(i);
      if (c != '%' || i + 1 >= n) {
        sb.append(c);
        fmtBytes += utf8Len(c);
        continue;
      }
      meter.tick();
      int start = i;
      char next = fmt.charAt(i + 1);
      if (cpython && (next == 'f' || next == 'z' || next == 'Z')) { // CPython's own, only right after '%'
        i++;
        String out = next == 'f' ? pad(f[6], 6) : directive(next, f, tz, dtArg).text;
        sb.append(out);
        fmtBytes += out.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        continue;
      }
      int j = i + 1;
      char pad = 0;
      boolean upper = false;
      boolean swap = false;
      while (j < n && "_-0^#".indexOf(fmt.charAt(j)) >= 0) {
        char fl = fmt.charAt(j++);
        if (fl == '^') {
          upper = true;
        } else if (fl == '#') {
          swap = true;
        } else {
          pad = fl;
        }
      }
      int width = -1;
      while (j < n && fmt.charAt(j) >= '0' && fmt.charAt(j) <= '9') {
        width = Math.max(width, 0) * 10 + (fmt.charAt(j++) - '0');
        if (width > 1_000_000) {
          meter.allocateString(width);
          width = Math.min(width, 1_000_000_000);
        }
      }
      if (j < n && (fmt.charAt(j) == 'E' || fmt.charAt(j) == 'O')) {
        j++;
      }
      Piece p = j >= n || fmt.charAt(j) == 'f' ? null : fmt.charAt(j) == 'Z' || fmt.charAt(j) == 'z'
          ? glibcZone(fmt.charAt(j), glibcTz) : directive(fmt.charAt(j), f, tz, dtArg);
      int end = Math.min(j + 1, n);
      for (int q = start; q < end; q++) {
        fmtBytes += utf8Len(fmt.charAt(q));
      }
      if (p == null) {
        // unknown: glibc copies the whole sequence; a lone trailing '%' stays
        sb.append(fmt, start, end);
        i = end - 1;
        continue;
      }
      i = j;
      String out = p.text;
      if (upper) {
        out = out.toUpperCase(Locale.ROOT);
      } else if (swap) {
        char d = fmt.charAt(j);
        out = d == 'p' || d == 'Z' ? out.toLowerCase(Locale.ROOT) : out.toUpperCase(Locale.ROOT);
      }
      if (p.numeric) {
        String sign = "";
        if (!out.isEmpty() && (out.charAt(0) == '+' || out.charAt(0) == '-')) {
          sign = out.substring(0, 1);
          out = out.substring(1);
        }
        String digits = out;
        int w = width >= 0 ? width : p.width;
        char padChar = pad == '_' ? ' ' : pad == '0' ? '0' : pad == '-' ? 0 : p.pad;
        if (pad == '-') {
          w = 0;
        }
        StringBuilder num = new StringBuilder();
        for (int k = digits.length(); k < w; k++) {
          num.append(padChar);
        }
        out = sign + num.append(digits);
      } else if (width > out.length()) {
        out = (pad == '0' ? "0" : " ").repeat(width - out.length()) + out;
      }
      sb.append(out);
      if (sb.length() > 1_000_000) {
        meter.allocateString(sb.length());
      }
    }
    long buf = 1024;
    while (buf < 256 * fmtBytes) {
      buf *= 2;
    }
    String result = sb.toString();
    if (result.length() >= buf
        || result.length() * 3L >= buf && result.getBytes(java.nio.charset.StandardCharsets.UTF_8).length >= buf) {
      return "";
    }
    return result;
  }

  static int utf8Len(char c) {
    return c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
  }

  /** glibc's %Z/%z from the struct tm: empty for tm_isdst < 0; %z is a signed number hhmm. */
  static Piece glibcZone(char c, PyObject glibcTz) {
    if (!(glibcTz instanceof Tz z)) {
      return new Piece("");
    }
    if (c == 'Z') {
      return new Piece(z.tzname());
    }
    long secs = Math.floorDiv(z.offset.microsLong(), 1_000_000L);
    long abs = Math.abs(secs);
    return new Piece((secs < 0 ? "-" : "+") + (abs / 3600 * 100 + abs / 60 % 60), true, 4, '0');
  }

  /** One conversion: text, and for numbers the unpadded digits with glibc's default width and pad. */
  static final class Piece {
    final String text;
    final boolean numeric;
    final int width;
    final char pad;

    Piece(String text) {
      this(text, false, 0, ' ');
    }

    Piece(long value, int width, char pad) {
      this(Long.toString(value), true, width, pad);
    }

    Piece(String text, boolean numeric, int width, char pad) {
      this.text = text;
      this.numeric = numeric;
      this.width = width;
      this.pad = pad;
    }
  }

  private static Piece directive(char c, int[] f, PyObject tz, PyObject dtArg) {
    int y = f[0];
    int wday = f[7];
    int h12 = f[3] % 12 == 0 ? 12 : f[3] % 12;
    return switch (c) {
      case 'a' -> new Piece(DAY_ABBR[wday]);
      case 'A' -> new Piece(DAY_NAME[wday]);
      case 'w' -> new Piece((wday + 1) % 7, 1, '0');
      case 'u' -> new Piece(wday + 1, 1, '0');
      case 'd' -> new Piece(f[2], 2, '0');
      case 'e' -> new Piece(f[2], 2, ' ');
      case 'b', 'h' -> new Piece(MONTH_ABBR[f[1] - 1]);
      case 'B' -> new Piece(MONTH_NAME[f[1] - 1]);
      case 'm' -> new Piece(f[1], 2, '0');
      case 'y' -> new Piece(y % 100, 2, '0');
      case 'Y' -> new Piece(y, 1, '0');
      case 'C' -> new Piece(y / 100, 1, '0');
      case 'H' -> new Piece(f[3], 2, '0');
      case 'k' -> new Piece(f[3], 2, ' ');
      case 'I' -> new Piece(h12, 2, '0');
      case 'l' -> new Piece(h12, 2, ' ');
      case 'p' -> new Piece(f[3] < 12 ? "AM" : "PM");
      case 'P' -> new Piece(f[3] < 12 ? "am" : "pm");
      case 'M' -> new Piece(f[4], 2, '0');
      case 'S' -> new Piece(f[5], 2, '0');
      case 'f' -> new Piece(pad(f[6], 6));
      case 'j' -> new Piece(f[8], 3, '0');
      case 'U' -> new Piece((f[8] + 6 - (wday + 1) % 7) / 7, 2, '0');
      case 'W' -> new Piece((f[8] + 6 - wday) / 7, 2, '0');
      case 'G', 'V', 'g' -> {
        LocalDate ld = LocalDate.of(y, f[1], f[2]);
        int wy = ld.get(IsoFields.WEEK_BASED_YEAR);
        yield c == 'G' ? new Piece(wy, 1, '0') : c == 'g' ? new Piece(wy % 100, 2, '0')
            : new Piece(ld.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR), 2, '0');
      }
      case 's' -> new Piece(TimeModule.secondsOf(f).longValue(), 1, '0');
      case 'c' -> new Piece(DAY_ABBR[wday] + " " + MONTH_ABBR[f[1] - 1] + " " + (f[2] < 10 ? " " : "") + f[2] + " "
          + two(f[3]) + ":" + two(f[4]) + ":" + two(f[5]) + " " + y);
      case 'x', 'D' -> new Piece(two(f[1]) + "/" + two(f[2]) + "/" + two(y % 100));
      case 'X', 'T' -> new Piece(two(f[3]) + ":" + two(f[4]) + ":" + two(f[5]));
      case 'R' -> new Piece(two(f[3]) + ":" + two(f[4]));
      case 'r' -> new Piece(two(h12) + ":" + two(f[4]) + ":" + two(f[5]) + " " + (f[3] < 12 ? "AM" : "PM"));
      case 'F' -> new Piece(y + "-" + two(f[1]) + "-" + two(f[2]));
      case 'n' -> new Piece("\n");
      case 't' -> new Piece("\t");
      case '%' -> new Piece("%");
      case 'z' -> {
        TD off = tz == NONE ? null : utcoffset(tz, dtArg);
        yield new Piece(off == null ? "" : formatOffset(off, ""));
      }
      case 'Z' -> {
        PyObject name = tz == NONE ? NONE : tzname(tz, dtArg);
        yield new Piece(name == NONE ? "" : Ops.str(name));
      }
      default -> null;
    };
  }

  // ================================================================ strptime

  /** Result of strptime: [y, m, d, hh, mi, ss, us, wday, yday], and a timezone or None. */
  @dev.krait.python.objects.NotWalked("lives during one strptime")
  static final class Parsed {
    final int[] f;
    final PyObject tz;
    final long gmtoff;
    final boolean hasOffset;
    /** The %Z name matched (time.strptime's tm_zone), or null. */
    String zone;

    Parsed(int[] f, PyObject tz, long gmtoff, boolean hasOffset) {
      this.f = f;
      this.tz = tz;
      this.gmtoff = gmtoff;
      this.hasOffset = hasOffset;
    }
  }

  private static String alternation(String[] names) {
    StringBuilder sb = new StringBuilder();
    for (String s : names) {
      if (sb.length() > 0) {
        sb.append('|');
      }
      sb.append(s.toLowerCase(Locale.ROOT));
    }
    return sb.toString();
  }

  static String directiveRegex(char c, String fmt) {
    return switch (c) {
      case 'd' -> "(?<d>3[01]|[12]\\d|0[1-9]|[1-9]| [1-9])";
      case 'f' -> "(?<f>[0-9]{1,6})";
      case 'H' -> "(?<H>2[0-3]|[0-1]\\d|\\d)";
      case 'I' -> "(?<I>1[0-2]|0[1-9]|[1-9])";
      case 'G' -> "(?<G>\\d\\d\\d\\d)";
      case 'j' -> "(?<j>36[0-6]|3[0-5]\\d|[12]\\d\\d|0[1-9]\\d|00[1-9]|[1-9]\\d|0[1-9]|[1-9])";
      case 'm' -> "(?<m>1[0-2]|0[1-9]|[1-9])";
      case 'M' -> "(?<M>[0-5]\\d|\\d)";
      case 'S' -> "(?<S>6[0-1]|[0-5]\\d|\\d)";
      case 'U' -> "(?<U>5[0-3]|[0-4]\\d|\\d)";
      case 'W' -> "(?<W>5[0-3]|[0-4]\\d|\\d)";
      case 'w' -> "(?<w>[0-6])";
      case 'u' -> "(?<u>[1-7])";
      case 'V' -> "(?<V>5[0-3]|0[1-9]|[1-4]\\d|\\d)";
      case 'y' -> "(?<y>\\d\\d)";
      case 'Y' -> "(?<Y>\\d\\d\\d\\d)";
      case 'z' -> "(?<z>[+-]\\d\\d:?[0-5]\\d(:?[0-5]\\d(\\.\\d{1,6})?)?|(?-i:Z))";
      case 'A' -> "(?<A>" + alternation(DAY_NAME) + ")";
      case 'a' -> "(?<a>" + alternation(DAY_ABBR) + ")";
      case 'B' -> "(?<B>" + alternation(MONTH_NAME) + ")";
      case 'b' -> "(?<b>" + alternation(MONTH_ABBR) + ")";
      case 'p' -> "(?<p>am|pm)";
      case 'Z' -> "(?<Z>utc|gmt)";
      case 'c' -> directiveRegex('a', fmt) + "\\s+" + directiveRegex('b', fmt) + "\\s+" + directiveRegex('d', fmt)
          + "\\s+" + directiveRegex('H', fmt) + ":" + directiveRegex('M', fmt) + ":" + directiveRegex('S', fmt)
          + "\\s+" + directiveRegex('Y', fmt);
      case 'x' -> directiveRegex('m', fmt) + "/" + directiveRegex('d', fmt) + "/" + directiveRegex('y', fmt);
      case 'X' -> directiveRegex('H', fmt) + ":" + directiveRegex('M', fmt) + ":" + directiveRegex('S', fmt);
      case '%' -> "%";
      default -> throw Errors.valueError("'" + c + "' is a bad directive in format '" + fmt + "'");
    };
  }

  /** A strptime format turned into its regex once (CPython caches them too); shared, immutable. */
  static final class CompiledFormat {
    final Pattern pattern;
    final java.util.Set<Character> seen;

    CompiledFormat(Pattern pattern, java.util.Set<Character> seen) {
      this.pattern = pattern;
      this.seen = seen;
    }
  }

  private static final java.util.Map<String, CompiledFormat> FORMATS = new java.util.concurrent.ConcurrentHashMap<>();

  static CompiledFormat compileFormat(String fmt) {
    CompiledFormat cf = FORMATS.get(fmt);
    if (cf != null) {
      return cf;
    }
    StringBuilder re = new StringBuilder();
    java.util.Set<Character> seen = new java.util.HashSet<>();
    int n = fmt.length();
    for (int i = 0; i < n; i++) {
      char c = fmt.charAt(i);
      if (c == '%') {
        if (i + 1 >= n) {
          throw Errors.valueError("stray % in format '" + fmt + "'");
        }
        char d = fmt.charAt(++i);
        String r = directiveRegex(d, fmt);
        if (d != '%' && !seen.add(d)) {
          // a repeated directive: CPython turns the repeat into a backreference
          r = "\\k<" + d + ">";
        } else if ((d == 'c' || d == 'x' || d == 'X')) {
          for (char x : new char[] {'a', 'b', 'd', 'H', 'M', 'S', 'Y', 'm', 'y'}) {
            seen.add(x);
          }
        }
        re.append(r);
      } else if (Character.isWhitespace(c)) {
        re.append("\\s+");
        while (i + 1 < n && Character.isWhitespace(fmt.charAt(i + 1))) {
          i++;
        }
      } else {
        re.append(Pattern.quote(String.valueOf(c)));
      }
    }
    try {
      cf = new CompiledFormat(Pattern.compile(re.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE),
          java.util.Collections.unmodifiableSet(seen));
    } catch (java.util.regex.PatternSyntaxException e) {
      throw Errors.valueError("'" + fmt + "' is a bad directive in format '" + fmt + "'");
    }
    if (FORMATS.size() >= 256) {
      FORMATS.clear();
    }
    if (fmt.length() <= 1000) {
      FORMATS.put(fmt, cf);
    }
    return cf;
  }

  static Parsed strptime(String data, String fmt) {
    CompiledFormat cf = compileFormat(fmt);
    java.util.Set<Character> seen = cf.seen;
    Matcher mt = cf.pattern.matcher(data);
    if (!mt.lookingAt()) {
      throw Errors.valueError("time data " + PyStr.repr(data) + " does not match format " + PyStr.repr(fmt));
    }
    if (mt.end() != data.length()) {
      throw Errors.valueError("unconverted data remains: " + data.substring(mt.end()));
    }
    int year = 1900;
    int month = 1;
    int day = 1;
    int hour = 0;
    int minute = 0;
    int second = 0;
    int us = 0;
    int wday = -1;
    int yday = -1;
    int weekU = -1;
    int weekW = -1;
    int isoYear = -1;
    int isoWeek = -1;
    boolean yearGiven = false;
    PyObject tz = NONE;
    long gmtoff = 0;
    boolean hasOffset = false;
    String pm = null;
    String zoneName = null;
    boolean twelve = false;
    for (char d : seen) {
      String g;
      try {
        g = mt.group(String.valueOf(d));
      } catch (IllegalArgumentException e) {
        continue;
      }
      if (g == null) {
        continue;
      }
      switch (d) {
        case 'Y' -> {
          year = Integer.parseInt(g);
          yearGiven = true;
        }
        case 'y' -> {
          int v = Integer.parseInt(g);
          year = v <= 68 ? 2000 + v : 1900 + v;
          yearGiven = true;
        }
        case 'm' -> month = Integer.parseInt(g);
        case 'B' -> month = indexOf(MONTH_NAME, g) + 1;
        case 'b' -> month = indexOf(MONTH_ABBR, g) + 1;
        case 'd' -> day = Integer.parseInt(g.trim());
        case 'H' -> hour = Integer.parseInt(g);
        case 'I' -> {
          hour = Integer.parseInt(g);
          twelve = true;
        }
        case 'p' -> pm = g.toLowerCase(Locale.ROOT);
        case 'M' -> minute = Integer.parseInt(g);
        case 'S' -> second = Integer.parseInt(g);
        case 'f' -> {
          String s = g;
          while (s.length() < 6) {
            s += "0";
          }
          us = Integer.parseInt(s);
        }
        case 'A' -> wday = indexOf(DAY_NAME, g);
        case 'a' -> wday = indexOf(DAY_ABBR, g);
        case 'w' -> wday = (Integer.parseInt(g) + 6) % 7;
        case 'u' -> wday = Integer.parseInt(g) - 1;
        case 'j' -> yday = Integer.parseInt(g);
        case 'U' -> weekU = Integer.parseInt(g);
        case 'W' -> weekW = Integer.parseInt(g);
        case 'G' -> isoYear = Integer.parseInt(g);
        case 'V' -> isoWeek = Integer.parseInt(g);
        case 'Z' -> zoneName = g.toUpperCase(Locale.ROOT);
        case 'z' -> {
          hasOffset = true;
          if (g.equals("Z") || g.equals("z")) {
            tz = UTC;
          } else {
            String z = g.replace(":", "");
            int sign = z.charAt(0) == '-' ? -1 : 1;
            long hh = Long.parseLong(z.substring(1, 3));
            long mm = Long.parseLong(z.substring(3, 5));
            long ss = z.length() >= 7 ? Long.parseLong(z.substring(5, 7)) : 0;
            long frac = 0;
            if (z.length() > 8) {
              String fs = z.substring(8);
              while (fs.length() < 6) {
                fs += "0";
              }
              frac = Long.parseLong(fs);
            }
            long micros = sign * (((hh * 60 + mm) * 60 + ss) * 1_000_000L + frac);
            gmtoff = micros / 1_000_000L;
            tz = micros == 0 ? UTC : new Tz(td(micros), null); // range checked by datetime.strptime
          }
        }
        default -> { }
      }
    }
    if (twelve) {
      if (pm == null || pm.equals("am")) {
        hour = hour == 12 ? 0 : hour;
      } else if (hour != 12) {
        hour += 12;
      }
    }
    if (isoYear >= 0 && isoWeek >= 0 && wday >= 0) {
      DateObj dd = fromIsoCalendar(isoYear, isoWeek, wday + 1);
      year = dd.y;
      month = dd.m;
      day = dd.d;
    } else if (isoYear >= 0 || isoWeek >= 0) {
      if (isoYear >= 0 && isoWeek < 0 || wday < 0) {
        throw Errors.valueError("ISO year directive '%G' must be used with the ISO week directive '%V' and a "
            + "weekday directive ('%A', '%a', '%w', or '%u').");
      }
    } else if (yday < 0 && wday >= 0 && (weekU >= 0 || weekW >= 0)) {
      long jan1 = ordinalOf(year, 1, 1);
      int firstWd = (int) ((jan1 + 6) % 7);
      boolean mondayFirst = weekW >= 0;
      int week = mondayFirst ? weekW : weekU;
      int wdFromFirst = mondayFirst ? wday : (wday + 1) % 7;
      int firstOfWeek = mondayFirst ? firstWd : (firstWd + 1) % 7;
      int weekZeroLen = (7 - firstOfWeek) % 7;
      int j;
      if (week == 0) {
        j = 1 + wdFromFirst - firstOfWeek;
      } else {
        j = weekZeroLen + 7 * (week - 1) + wdFromFirst + 1;
      }
      yday = j;
      if (yday < 1) {
        DateObj dd = dateFromOrdinal(jan1 + yday - 1);
        year = dd.y;
        month = dd.m;
        day = dd.d;
        yday = -2;
      }
    }
    if (yday > 0) {
      DateObj dd = dateFromOrdinal(ordinalOf(year, 1, 1) + yday - 1);
      year = dd.y;
      month = dd.m;
      day = dd.d;
    }
    // _strptime computes with the leap year 1904 when Feb 29 comes without a year, then
    // reports 1900 (so datetime.strptime fails on it as CPython's does)
    boolean leapFix = !yearGiven && month == 2 && day == 29;
    if (leapFix) {
      year = 1904;
    }
    checkDate(year, month, day);
    int realYday = (int) (ordinalOf(year, month, day) - ordinalOf(year, 1, 1) + 1);
    int realWday = weekday(year, month, day);
    if (leapFix) {
      year = 1900;
    }
    Parsed parsed = new Parsed(new int[] {year, month, day, hour, minute, second, us, realWday, realYday}, tz,
        gmtoff, hasOffset);
    parsed.zone = zoneName;
    return parsed;
  }

  private static int indexOf(String[] names, String g) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equalsIgnoreCase(g)) {
        return i;
      }
    }
    return 0;
  }
}
