/*
 * zoneinfo.ZoneInfo over java.time's IANA time-zone database: utcoffset/dst/tzname for wall
 * times (fold picks the side of an ambiguous or skipped time, as PEP 495 says) and an exact
 * fromutc, so datetime.astimezone(ZoneInfo(...)) and now(tz) work.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** {@code import zoneinfo}. */
public final class ZoneinfoModule {
  private ZoneinfoModule() {}

  public static final PyType ZONEINFO = PyType.builtin("zoneinfo.ZoneInfo", DatetimeModule.TZINFO, ZoneinfoModule::install);
  private static final Map<String, Zone> CACHE = new ConcurrentHashMap<>();

  /** One IANA zone. Immutable, so shared by every execution. */
  static final class Zone extends PyObject {
    final String key;
    final ZoneRules rules;
    final ZoneId id;

    Zone(String key, ZoneId id) {
      this.key = key;
      this.id = id;
      this.rules = id.getRules();
    }

    @Override
    public PyType type() {
      return ZONEINFO;
    }
  }

  public static PyModule create() {
    PyModule m = new PyModule("zoneinfo");
    PyType notFound = PyType.newClass(PyType.TYPE, "ZoneInfoNotFoundError",
        new PyType[] {ExceptionTypes.KEY_ERROR}, Map.of("__module__", PyStr.of("zoneinfo")));
    m.put("ZoneInfo", ZONEINFO);
    m.put("ZoneInfoNotFoundError", notFound);
    m.def("available_timezones", (a, k) -> {
      Args.exact("available_timezones", a, k, 0);
      PySet s = new PySet();
      for (String z : ZoneId.getAvailableZoneIds()) {
        if (z.contains("/") && !z.startsWith("Etc/GMT") && !z.startsWith("SystemV/") || z.equals("UTC")) {
          s.add(PyStr.of(z));
        }
      }
      return s;
    });
    // ZoneInfo(key) needs this module's exception type: the constructor is defined per module.
    ERROR.set(notFound);
    return m;
  }

  /** The ZoneInfoNotFoundError of the most recently imported zoneinfo module on this thread. */
  private static final ThreadLocal<PyType> ERROR = new ThreadLocal<>();

  static Zone zone(String key) {
    Zone z = CACHE.get(key);
    if (z != null) {
      return z;
    }
    ZoneId id;
    try {
      if (key.isEmpty() || key.startsWith("/") || key.contains("..") || key.startsWith("SystemV/")) {
        throw new java.time.DateTimeException(key);
      }
      id = ZoneId.of(key);
      if (id instanceof ZoneOffset && !key.equals("UTC")) {
        throw new java.time.DateTimeException(key);
      }
    } catch (java.time.DateTimeException e) {
      PyType err = ERROR.get();
      String msg = "No time zone found with key " + key;
      throw err == null ? Errors.of(ExceptionTypes.KEY_ERROR, msg) : Errors.of(err, msg);
    }
    z = new Zone(key, id);
    if (CACHE.size() < 2000) {
      CACHE.putIfAbsent(key, z);
      z = CACHE.get(key);
    }
    return z;
  }

  private static LocalDateTime wall(DatetimeModule.DateTimeObj dt) {
    return LocalDateTime.of(dt.y, dt.m, dt.d, dt.hh, dt.mi, dt.ss, dt.us * 1000);
  }

  /** The offset in force at a wall time; fold chooses within a gap or overlap. */
  private static ZoneOffset offsetAt(Zone z, DatetimeModule.DateTimeObj dt) {
    LocalDateTime ldt = wall(dt);
    ZoneOffsetTransition tr = z.rules.getTransition(ldt);
    if (tr != null) {
      return dt.fold == 0 ? tr.getOffsetBefore() : tr.getOffsetAfter();
    }
    return z.rules.getOffset(ldt);
  }

  private static void install(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = Args.bind("ZoneInfo", a, k, 1, new String[] {"key"}, 1);
      return zone(Support.string(p[0], "ZoneInfo() argument 'key'"));
    });
    t.defineClassMethod("no_cache", (a, k) -> {
      Args.exact("no_cache", a, k, 2);
      Zone z = zone(Support.string(a[1], "key"));
      return new Zone(z.key, z.id);
    });
    t.defineGetter("key", o -> PyStr.of(((Zone) o).key));
    t.defineMethod("utcoffset", (a, k) -> {
      Args.exact("utcoffset", a, k, 2);
      if (!(a[1] instanceof DatetimeModule.DateTimeObj dt)) {
        return PyNone.NONE;
      }
      return DatetimeModule.timedelta(0, offsetAt((Zone) a[0], dt).getTotalSeconds(), 0);
    });
    t.defineMethod("dst", (a, k) -> {
      Args.exact("dst", a, k, 2);
      if (!(a[1] instanceof DatetimeModule.DateTimeObj dt)) {
        return PyNone.NONE;
      }
      Zone z = (Zone) a[0];
      ZoneOffset off = offsetAt(z, dt);
      Instant i = wall(dt).toInstant(off);
      return DatetimeModule.timedelta(0, z.rules.getDaylightSavings(i).getSeconds(), 0);
    });
    t.defineMethod("tzname", (a, k) -> {
      Args.exact("tzname", a, k, 2);
      if (!(a[1] instanceof DatetimeModule.DateTimeObj dt)) {
        return PyNone.NONE;
      }
      Zone z = (Zone) a[0];
      ZoneOffset off = offsetAt(z, dt);
      return PyStr.of(abbreviation(z, wall(dt).atOffset(off).toInstant()));
    });
    t.defineMethod("fromutc", (a, k) -> {
      Args.exact("fromutc", a, k, 2);
      if (!(a[1] instanceof DatetimeModule.DateTimeObj dt)) {
        throw Errors.typeError("fromutc() argument must be a datetime");
      }
      if (dt.tz != a[0]) {
        throw Errors.valueError("fromutc: dt.tzinfo is not self");
      }
      Zone z = (Zone) a[0];
      Instant i = wall(dt).toInstant(ZoneOffset.UTC);
      ZoneOffset off = z.rules.getOffset(i);
      LocalDateTime local = LocalDateTime.ofInstant(i, off);
      int fold = 0;
      ZoneOffsetTransition tr = z.rules.getTransition(local);
      if (tr != null && tr.isOverlap() && off.equals(tr.getOffsetAfter())) {
        fold = 1;
      }
      return DatetimeModule.makeDatetime(dt.type(), local.getYear(), local.getMonthValue(), local.getDayOfMonth(),
          local.getHour(), local.getMinute(), local.getSecond(), local.getNano() / 1000, dt.tz, fold);
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of("zoneinfo.ZoneInfo(key=" + PyStr.repr(((Zone) a[0]).key) + ")"));
    t.defineMethod("__str__", (a, k) -> PyStr.of(((Zone) a[0]).key));
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
  }

  private static final DateTimeFormatter SHORT = DateTimeFormatter.ofPattern("zzz", Locale.ROOT);

  /** The zone's abbreviation at an instant ("CET", "EDT"); numeric like "+03" when the zone has none. */
  static String abbreviation(Zone z, Instant i) {
    if (z.key.equals("UTC") || z.key.equals("Etc/UTC")) {
      return "UTC";
    }
    String s = SHORT.format(i.atZone(z.id));
    if (s.startsWith("GMT") && s.length() > 3 || s.matches(".*[0-9].*")) {
      int secs = z.rules.getOffset(i).getTotalSeconds();
      int abs = Math.abs(secs);
      String r = (secs < 0 ? "-" : "+") + DatetimeModule.two(abs / 3600);
      if (abs % 3600 != 0) {
        r += DatetimeModule.two(abs / 60 % 60);
      }
      return r;
    }
    return s;
  }


}
