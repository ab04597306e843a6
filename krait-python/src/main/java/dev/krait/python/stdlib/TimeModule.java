/*
 * The time module. Wall-clock readings come from the host clock (HostSources); the sandbox's
 * local time zone is UTC. time.sleep (vm.AsyncCore.TimeSleep) suspends the calling task and blocks
 * the event loop like CPython's, without holding a thread or spending the CPU budget; from a
 * nested Java context (a function called by a builtin) it validates its argument and returns at once.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.math.BigInteger;

/** {@code import time}. */
public final class TimeModule {
  private TimeModule() {}

  // tm_zone and tm_gmtoff are named-only fields: len() and unpacking see the first 9
  static final StructSeq STRUCT_TIME = new StructSeq("time.struct_time", new String[] {"tm_year", "tm_mon",
      "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst", "tm_zone", "tm_gmtoff"}, 9, true);

  /**
   * What glibc's %Z/%z see for a time tuple: nothing when tm_isdst < 0, else the struct_time's
   * tm_zone/tm_gmtoff, or the local zone (UTC) for a plain tuple or a struct_time without them.
   */
  private static PyObject zoneOf(PyTuple t) {
    if (Support.toInt(t.get(8)) < 0) {
      return PyNone.NONE;
    }
    PyObject zone = t.type() == STRUCT_TIME.type() ? StructSeq.field(t, 9) : PyNone.NONE;
    PyObject off = t.type() == STRUCT_TIME.type() ? StructSeq.field(t, 10) : PyNone.NONE;
    long secs = off instanceof PyInt i ? i.longValue() : 0;
    return new DatetimeModule.Tz(DatetimeModule.td(secs * 1_000_000L), zone instanceof PyStr z ? z.value() : "UTC");
  }

  public static PyModule create() {
    PyModule m = new PyModule("time");
    m.put("struct_time", STRUCT_TIME.type());
    m.put("timezone", PyInt.of(0));
    m.put("altzone", PyInt.of(0));
    m.put("daylight", PyInt.of(0));
    m.put("tzname", PyTuple.of(PyStr.of("UTC"), PyStr.of("UTC")));
    m.def("time", (a, k) -> {
      noArgs("time.time", a, k);
      return PyFloat.of(HostSources.epochNanos() / 1e9);
    });
    m.def("time_ns", (a, k) -> {
      noArgs("time.time_ns", a, k);
      return PyInt.of(HostSources.epochNanos());
    });
    for (String name : new String[] {"monotonic", "perf_counter"}) {
      m.def(name, (a, k) -> {
        noArgs("time." + name, a, k);
        return PyFloat.of(HostSources.monotonicNanos() / 1e9);
      });
      m.def(name + "_ns", (a, k) -> {
        noArgs("time." + name + "_ns", a, k);
        return PyInt.of(HostSources.monotonicNanos());
      });
    }
    for (String name : new String[] {"process_time", "thread_time"}) {
      m.def(name, (a, k) -> {
        noArgs("time." + name, a, k);
        return PyFloat.of(ResourceMeter.current().cpuNanosUsed() / 1e9);
      });
      m.def(name + "_ns", (a, k) -> {
        noArgs("time." + name + "_ns", a, k);
        return PyInt.of(ResourceMeter.current().cpuNanosUsed());
      });
    }
    m.put("sleep", dev.krait.python.vm.AsyncCore.timeSleep());
    m.def("get_clock_info", (a, k) -> {
      varargs("get_clock_info", a, k, 1, 1);
      String name = Support.string(a[0], "get_clock_info() argument 1");
      String impl = switch (name) {
        case "time" -> "clock_gettime(CLOCK_REALTIME)";
        case "monotonic", "perf_counter" -> "clock_gettime(CLOCK_MONOTONIC)";
        case "process_time" -> "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)";
        case "thread_time" -> "clock_gettime(CLOCK_THREAD_CPUTIME_ID)";
        default -> throw Errors.valueError("unknown clock");
      };
      return Ops.callKw(dev.krait.python.objects.PyNamespace.TYPE, new PyObject[] {PyStr.of(impl),
          dev.krait.python.objects.PyBool.of(!name.equals("time")),
          dev.krait.python.objects.PyBool.of(name.equals("time")), PyFloat.of(1e-09)},
          new String[] {"implementation", "monotonic", "adjustable", "resolution"});
    });
    m.def("gmtime", (a, k) -> gmtime("gmtime", a, k));
    m.def("localtime", (a, k) -> gmtime("localtime", a, k));
    m.def("mktime", (a, k) -> {
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError("time.mktime() takes no keyword arguments");
      }
      if (a.length != 1) {
        throw Errors.typeError("time.mktime() takes exactly one argument (" + a.length + " given)");
      }
      int[] f = fields(a[0], "mktime");
      BigInteger secs = secondsOf(f);
      return PyFloat.of(secs.doubleValue());
    });
    m.def("asctime", (a, k) -> {
      varargs("asctime", a, k, 0, 1);
      int[] f = a.length == 0 ? nowFields() : fields(a[0], "asctime");
      return PyStr.of(DatetimeModule.strftime("%c", f, PyNone.NONE, PyNone.NONE));
    });
    m.def("ctime", (a, k) -> {
      varargs("ctime", a, k, 0, 1);
      int[] f = a.length == 0 || a[0] == PyNone.NONE ? nowFields() : fieldsOfSeconds(a[0]);
      return PyStr.of(DatetimeModule.strftime("%c", f, PyNone.NONE, PyNone.NONE));
    });
    m.def("strftime", (a, k) -> {
      varargs("strftime", a, k, 1, 2);
      String fmt = Support.string(a[0], "strftime() argument 1");
      int[] f = a.length == 1 ? nowFields() : fields(a[1], "strftime");
      return PyStr.of(DatetimeModule.strftime(fmt, f, PyNone.NONE, PyNone.NONE,
          a.length == 1 ? DatetimeModule.LOCAL_UTC : zoneOf((PyTuple) a[1]), false));
    });
    m.def("strptime", (a, k) -> {
      // time.strptime is _strptime._strptime_time(data_string, format="%a %b %d %H:%M:%S %Y")
      int npos = a.length - Args.kwCount(k);
      if (npos > 2) {
        throw Errors.typeError("_strptime_time() takes from 1 to 2 positional arguments but " + npos
            + " were given");
      }
      PyObject[] bound = Args.bind("_strptime_time", a, k, 0, new String[] {"data_string", "format"}, 0);
      if (bound[0] == null) {
        throw Errors.typeError("_strptime_time() missing 1 required positional argument: 'data_string'");
      }
      for (int i = 0; i < 2; i++) {
        if (bound[i] != null && !(bound[i] instanceof PyStr)) {
          throw Errors.typeError("strptime() argument " + i + " must be str, not " + Ops.repr(bound[i].type()));
        }
      }
      String s = ((PyStr) bound[0]).value();
      String fmt = bound[1] != null ? ((PyStr) bound[1]).value() : "%a %b %d %H:%M:%S %Y";
      DatetimeModule.Parsed p = DatetimeModule.strptime(s, fmt);
      return structTime(p.f, p.zone == null ? -1 : 0, p.zone == null ? PyNone.NONE : PyStr.of(p.zone),
          p.hasOffset ? PyInt.of(p.gmtoff) : p.zone != null ? PyInt.of(0) : PyNone.NONE);
    });
    return m;
  }

  /** METH_NOARGS: {@code qual} is "time.time". */
  private static void noArgs(String qual, PyObject[] a, String[] k) {
    if (Args.kwCount(k) > 0) {
      throw Errors.typeError(qual + "() takes no keyword arguments");
    }
    if (a.length != 0) {
      throw Errors.typeError(qual + "() takes no arguments (" + a.length + " given)");
    }
  }

  /** PyArg_ParseTuple's count messages for METH_VARARGS functions. */
  private static void varargs(String name, PyObject[] a, String[] k, int min, int max) {
    if (Args.kwCount(k) > 0) {
      throw Errors.typeError(name + "() takes no keyword arguments");
    }
    if (a.length < min || a.length > max) {
      String how = min == max ? "exactly" : a.length < min ? "at least" : "at most";
      int n = a.length < min ? min : max;
      throw Errors.typeError(name + "() takes " + how + " " + n + " argument" + (n == 1 ? "" : "s") + " ("
          + a.length + " given)");
    }
  }

  /** A struct_time from datetime-style fields [y, m, d, hh, mi, ss, us, wday, yday]. */
  static PyTuple structTime(int[] f, int isdst) {
    return structTime(f, isdst, PyNone.NONE, PyNone.NONE);
  }

  private static PyTuple structTime(int[] f, int isdst, PyObject zone, PyObject gmtoff) {
    return STRUCT_TIME.make(PyInt.of(f[0]), PyInt.of(f[1]), PyInt.of(f[2]), PyInt.of(f[3]), PyInt.of(f[4]),
        PyInt.of(f[5]), PyInt.of(f[7]), PyInt.of(f[8]), PyInt.of(isdst), zone, gmtoff);
  }

  private static PyObject gmtime(String name, PyObject[] a, String[] k) {
    varargs(name, a, k, 0, 1);
    int[] f = a.length == 0 || a[0] == PyNone.NONE ? nowFields() : fieldsOfSeconds(a[0]);
    // gmtime names its zone GMT; localtime is the sandbox's local zone, UTC
    return structTime(f, 0, PyStr.of(name.equals("gmtime") ? "GMT" : "UTC"), PyInt.of(0));
  }

  static int[] nowFields() {
    return DatetimeModule.fieldsOf(DatetimeModule.utcNowNaive());
  }

  static int[] fieldsOfSeconds(PyObject secs) {
    double v;
    if (secs instanceof PyInt i) {
      v = i.doubleValue();
    } else if (secs instanceof PyFloat fl) {
      v = fl.value();
    } else {
      throw Errors.typeError("'" + secs.type().name() + "' object cannot be interpreted as an integer");
    }
    if (!Double.isFinite(v)) {
      throw Double.isNaN(v) ? Errors.valueError("Invalid value NaN (not a number)")
          : Errors.overflow("timestamp out of range for platform time_t");
    }
    if (secs instanceof PyInt i && i.bigValue().bitLength() > 63
        || !(v >= -9.223372036854776E18 && v < 9.223372036854776E18)) {
      throw Errors.overflow("timestamp out of range for platform time_t");
    }
    long whole = secs instanceof PyInt i ? i.longValue() : (long) Math.floor(v);
    // glibc's gmtime works far beyond datetime's years 1..9999: proleptic Gregorian on longs
    long days = Math.floorDiv(whole, 86_400L);
    long sod = Math.floorMod(whole, 86_400L);
    long year = DatetimeModule.civilYear(days);
    if (year > Integer.MAX_VALUE - 1 || year < Integer.MIN_VALUE + 1) {
      throw Errors.overflow("timestamp out of range for platform time_t");
    }
    long jan1 = daysFromCivil(year, 1, 1);
    long yday = days - jan1;
    int month = 1;
    while (month < 12 && daysFromCivil(year, month + 1, 1) <= days) {
      month++;
    }
    int mday = (int) (days - daysFromCivil(year, month, 1) + 1);
    int wday = (int) Math.floorMod(days + 3, 7L);
    return new int[] {(int) year, month, mday, (int) (sod / 3600), (int) (sod / 60 % 60), (int) (sod % 60), 0, wday,
        (int) yday + 1};
  }

  /** Days from 1970-01-01 to y-m-d, proleptic Gregorian, any year (H. Hinnant's days_from_civil). */
  static long daysFromCivil(long y, int m, int d) {
    y -= m <= 2 ? 1 : 0;
    long era = Math.floorDiv(y, 400L);
    long yoe = y - era * 400;
    long doy = (153L * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146_097L + doe - 719_468L;
  }

  /** [y, m, d, hh, mi, ss, 0, wday, yday] of a struct_time or 9-tuple. */
  static int[] fields(PyObject t, String fname) {
    if (!(t instanceof PyTuple tp)) {
      throw Errors.typeError("Tuple or struct_time argument required");
    }
    if (tp.size() != 9) {
      throw Errors.typeError(fname + "(): illegal time tuple argument");
    }
    int[] v = new int[9];
    for (int i = 0; i < 9; i++) {
      v[i] = Support.toInt(tp.get(i));
    }
    if (v[1] < 1 || v[1] > 12) {
      if (v[1] == 0) {
        v[1] = 1;
      } else {
        throw Errors.valueError("month out of range");
      }
    }
    if (v[2] == 0) {
      v[2] = 1;
    }
    if (v[2] < 1 || v[2] > 31) {
      throw Errors.valueError("day of month out of range");
    }
    if (v[3] < 0 || v[3] > 23) {
      throw Errors.valueError("hour out of range");
    }
    if (v[4] < 0 || v[4] > 59) {
      throw Errors.valueError("minute out of range");
    }
    if (v[5] < 0 || v[5] > 61) {
      throw Errors.valueError("seconds out of range");
    }
    if (v[7] < 0 || v[7] > 366) {
      throw Errors.valueError("day of year out of range");
    }
    int yday = v[7] == 0 ? 1 : v[7];
    return new int[] {v[0], v[1], v[2], v[3], v[4], v[5], 0, Math.floorMod(v[6], 7), yday};
  }

  static BigInteger secondsOf(int[] f) {
    long days = java.time.LocalDate.of(f[0], f[1], 1).toEpochDay() + f[2] - 1;
    return BigInteger.valueOf(days * 86400L + f[3] * 3600L + f[4] * 60L + f[5]);
  }
}
