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
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
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
        if (!z.startsWith("SystemV/")) {
          s.add(PyStr.of(z));
        }
      }
      for (String z : FIXED.keySet()) {
        s.add(PyStr.of(z));
      }
      return s;
    });
    // ZoneInfo(key) needs this module's exception type: the constructor is defined per module.
    ERROR.set(notFound);
    return m;
  }

  /** The ZoneInfoNotFoundError of the most recently imported zoneinfo module on this thread. */
  private static final ThreadLocal<PyType> ERROR = new ThreadLocal<>();

  /** CPython's key checks (os.fspath, then _tzpath._validate_tzfile_path), with their messages. */
  static String validKey(PyObject o) {
    if (!(o instanceof PyStr s)) {
      throw Errors.typeError("expected str, bytes or os.PathLike object, not " + o.type().name());
    }
    String key = s.value();
    if (key.startsWith("/")) {
      throw Errors.valueError("ZoneInfo keys may not be absolute paths, got: " + key);
    }
    String norm = normpath(key);
    if (norm.length() != key.length()) {
      throw Errors.valueError("ZoneInfo keys must be normalized relative paths, got: " + key);
    }
    if (!normpath("_/" + norm).startsWith("_/")) {
      throw Errors.valueError("ZoneInfo keys must refer to subdirectories of TZPATH, got: " + key);
    }
    return key;
  }

  /** posixpath.normpath for relative paths. */
  static String normpath(String path) {
    if (path.isEmpty()) {
      return ".";
    }
    java.util.ArrayList<String> out = new java.util.ArrayList<>();
    for (String c : path.split("/", -1)) {
      if (c.isEmpty() || c.equals(".")) {
        continue;
      }
      if (!c.equals("..") || out.isEmpty() || out.get(out.size() - 1).equals("..")) {
        out.add(c);
      } else {
        out.remove(out.size() - 1);
      }
    }
    String r = String.join("/", out);
    return r.isEmpty() ? "." : r;
  }

  /** tzdb files with a fixed offset that the JDK knows only as short ids (or not at all). */
  private static final Map<String, ZoneOffset> FIXED = Map.of("EST", ZoneOffset.ofHours(-5), "MST",
      ZoneOffset.ofHours(-7), "HST", ZoneOffset.ofHours(-10), "Factory", ZoneOffset.UTC, "GMT+0", ZoneOffset.UTC,
      "GMT-0", ZoneOffset.UTC);

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
      // Java also accepts offset ids ("Z", "+05:00", "UTC+3", "GMT-2", "UT") that are no tzdb files
      if (key.matches("(UTC|GMT|UT)[+-].*|[+-].*|Z|UT") && !key.equals("GMT+0") && !key.equals("GMT-0")) {
        throw new java.time.DateTimeException(key);
      }
      ZoneOffset fixed = FIXED.get(key);
      id = fixed != null ? fixed : ZoneId.of(key);
      if (id instanceof ZoneOffset && !key.equals("UTC") && fixed == null) {
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

  /**
   * The instant that stands for a wall time: inside a gap or overlap, fold 0 takes the side
   * before the transition and fold 1 the side after (PEP 495), so dst() and tzname() agree
   * with utcoffset() even in a gap, where the wall time read with the old offset falls after
   * the transition.
   */
  private static Instant instantAt(Zone z, DatetimeModule.DateTimeObj dt) {
    LocalDateTime ldt = wall(dt);
    ZoneOffsetTransition tr = z.rules.getTransition(ldt);
    if (tr == null) {
      return ldt.toInstant(z.rules.getOffset(ldt));
    }
    Instant at = tr.getInstant();
    if (dt.fold == 0) {
      Instant i = ldt.toInstant(tr.getOffsetBefore());
      return i.isBefore(at) ? i : at.minusSeconds(1);
    }
    Instant i = ldt.toInstant(tr.getOffsetAfter());
    return i.isBefore(at) ? at : i;
  }

  private static final Instant IRISH_STANDARD_TIME = Instant.parse("1968-10-27T00:00:00Z");
  private static final Instant MOROCCO_PLUS_ONE = Instant.parse("2018-10-28T02:00:00Z");
  private static final Instant NAMIBIA_WINTER_TIME = Instant.parse("1994-03-20T22:00:00Z");

  /**
   * The standard offset (seconds) for zones whose tzdb rules use negative DST, where the JDK's
   * (rearguard) data calls the summer time DST but CPython reads dst() = utcoffset - standard
   * with the "standard" +01:00 (Irish Standard Time; Morocco's +01 since 2018, Ramadan being
   * the negative DST; Namibia's +02 since 1994); Long.MIN_VALUE elsewhere.
   */
  private static long negativeDstStandard(String key, Instant i) {
    switch (key) {
      case "Europe/Dublin", "Eire":
        return i.isBefore(IRISH_STANDARD_TIME) ? Long.MIN_VALUE : 3600;
      case "Africa/Casablanca", "Africa/El_Aaiun":
        return i.isBefore(MOROCCO_PLUS_ONE) ? Long.MIN_VALUE : 3600;
      case "Africa/Windhoek":
        return i.isBefore(NAMIBIA_WINTER_TIME) ? Long.MIN_VALUE : 7200;
      default:
        return Long.MIN_VALUE;
    }
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
      PyObject[] p = DatetimeModule.cbind(null, a, k, 1, new String[] {"key"}, 1);
      return zone(validKey(p[0]));
    });
    t.defineClassMethod("no_cache", (a, k) -> {
      PyObject[] p = Args.bind("no_cache", a, k, 1, new String[] {"key"}, 1);
      Zone z = zone(validKey(p[0]));
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
      Instant i = instantAt(z, dt);
      long std = negativeDstStandard(z.key, i);
      if (std != Long.MIN_VALUE) {
        return DatetimeModule.timedelta(0, z.rules.getOffset(i).getTotalSeconds() - std, 0);
      }
      return DatetimeModule.timedelta(0, z.rules.getDaylightSavings(i).getSeconds(), 0);
    });
    t.defineMethod("tzname", (a, k) -> {
      Args.exact("tzname", a, k, 2);
      if (!(a[1] instanceof DatetimeModule.DateTimeObj dt)) {
        return PyNone.NONE;
      }
      Zone z = (Zone) a[0];
      return PyStr.of(abbreviation(z, instantAt(z, dt)));
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
      // as CPython's C fromutc: dt + utcoffset (a subclass is called), then replace(fold=1)
      PyObject tmp = DatetimeModule.dtShift(dt, java.math.BigInteger.valueOf(off.getTotalSeconds() * 1_000_000L));
      if (fold == 0) {
        return tmp;
      }
      if (tmp.type() == DatetimeModule.DATETIME && tmp instanceof DatetimeModule.DateTimeObj r) {
        return new DatetimeModule.DateTimeObj(r.y, r.m, r.d, r.hh, r.mi, r.ss, r.us, r.tz, 1);
      }
      return Ops.callKw(Ops.getattr(tmp, "replace"), new PyObject[] {dev.krait.python.objects.PyInt.of(1)},
          new String[] {"fold"});
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of("zoneinfo.ZoneInfo(key=" + PyStr.repr(((Zone) a[0]).key) + ")"));
    t.defineMethod("__str__", (a, k) -> PyStr.of(((Zone) a[0]).key));
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
  }

  /**
   * The tz database's alphabetic abbreviations, per zone and UTC offset in seconds ("+" marks a
   * daylight-saving entry where one offset had two names), as CPython's zoneinfo reports them
   * for 1970-2037 (generated with CPython from the IANA data). The JDK has no tzdb abbreviations
   * (its short names are CLDR's: "BRT" where tzdb says "-03"); offsets not listed have numeric
   * abbreviations ("+0545", "-03").
   */
  private static final String ABBREVIATIONS =
      "Africa/Abidjan=0:GMT;Africa/Accra=0:GMT;Africa/Addis_Ababa=10800:EAT;"
      + "Africa/Algiers=0:WET,3600:CET,3600+:WEST,7200:CEST;Africa/Asmara=10800:EAT;Africa/Asmera=10800:EAT;"
      + "Africa/Bamako=0:GMT;Africa/Bangui=3600:WAT;Africa/Banjul=0:GMT;Africa/Bissau=0:GMT;"
      + "Africa/Blantyre=7200:CAT;Africa/Brazzaville=3600:WAT;Africa/Bujumbura=7200:CAT;"
      + "Africa/Cairo=7200:EET,10800:EEST;Africa/Ceuta=0:WET,3600:CET,3600+:WEST,7200:CEST;Africa/Conakry=0:GMT;"
      + "Africa/Dakar=0:GMT;Africa/Dar_es_Salaam=10800:EAT;Africa/Djibouti=10800:EAT;Africa/Douala=3600:WAT;"
      + "Africa/Freetown=0:GMT;Africa/Gaborone=7200:CAT;Africa/Harare=7200:CAT;Africa/Johannesburg=7200:SAST;"
      + "Africa/Juba=7200:CAT,10800:EAT,10800+:CAST;Africa/Kampala=10800:EAT;"
      + "Africa/Khartoum=7200:CAT,10800:EAT,10800+:CAST;Africa/Kigali=7200:CAT;Africa/Kinshasa=3600:WAT;"
      + "Africa/Lagos=3600:WAT;Africa/Libreville=3600:WAT;Africa/Lome=0:GMT;Africa/Luanda=3600:WAT;"
      + "Africa/Lubumbashi=7200:CAT;Africa/Lusaka=7200:CAT;Africa/Malabo=3600:WAT;Africa/Maputo=7200:CAT;"
      + "Africa/Maseru=7200:SAST;Africa/Mbabane=7200:SAST;Africa/Mogadishu=10800:EAT;"
      + "Africa/Monrovia=-2670:MMT,0:GMT;Africa/Nairobi=10800:EAT;Africa/Ndjamena=3600:WAT,7200:WAST;"
      + "Africa/Niamey=3600:WAT;Africa/Nouakchott=0:GMT;Africa/Ouagadougou=0:GMT;Africa/Porto-Novo=3600:WAT;"
      + "Africa/Sao_Tome=0:GMT,3600:WAT;Africa/Timbuktu=0:GMT;Africa/Tripoli=3600:CET,7200:EET,7200+:CEST;"
      + "Africa/Tunis=3600:CET,7200:CEST;Africa/Windhoek=3600:WAT,7200:CAT;"
      + "America/Adak=-39600:BST,-36000:HST,-36000+:BDT,-32400:HDT;"
      + "America/Anchorage=-36000:AHST,-32400:AKST,-32400+:AHDT,-28800:AKDT;America/Anguilla=-14400:AST;"
      + "America/Antigua=-14400:AST;America/Aruba=-14400:AST;America/Atikokan=-18000:EST;"
      + "America/Atka=-39600:BST,-36000:HST,-36000+:BDT,-32400:HDT;"
      + "America/Bahia_Banderas=-25200:MST,-21600:CST,-21600+:MDT,-18000:CDT;"
      + "America/Barbados=-14400:AST,-10800:ADT;America/Belize=-21600:CST,-18000:CDT;"
      + "America/Blanc-Sablon=-14400:AST;America/Boise=-25200:MST,-21600:MDT;"
      + "America/Cambridge_Bay=-25200:MST,-21600:CST,-21600+:MDT,-18000:EST,-18000+:CDT;"
      + "America/Cancun=-21600:CST,-18000:EST,-18000+:CDT,-14400:EDT;America/Cayman=-18000:EST;"
      + "America/Chicago=-21600:CST,-18000:CDT;America/Chihuahua=-25200:MST,-21600:CST,-21600+:MDT,-18000:CDT;"
      + "America/Ciudad_Juarez=-25200:MST,-21600:CST,-21600+:MDT,-18000:CDT;America/Coral_Harbour=-18000:EST;"
      + "America/Costa_Rica=-21600:CST,-18000:CDT;America/Creston=-25200:MST;America/Curacao=-14400:AST;"
      + "America/Danmarkshavn=0:GMT;America/Dawson=-32400:YST,-28800:PST,-25200:MST,-25200+:PDT;"
      + "America/Dawson_Creek=-28800:PST,-25200:MST,-25200+:PDT;America/Denver=-25200:MST,-21600:MDT;"
      + "America/Detroit=-18000:EST,-14400:EDT;America/Dominica=-14400:AST;"
      + "America/Edmonton=-25200:MST,-21600:MDT;America/El_Salvador=-21600:CST,-18000:CDT;"
      + "America/Ensenada=-28800:PST,-25200:PDT;America/Fort_Nelson=-28800:PST,-25200:MST,-25200+:PDT;"
      + "America/Fort_Wayne=-18000:EST,-14400:EDT;America/Glace_Bay=-14400:AST,-10800:ADT;"
      + "America/Goose_Bay=-14400:AST,-10800:ADT,-7200:ADDT;"
      + "America/Grand_Turk=-18000:EST,-14400:AST,-14400+:EDT;America/Grenada=-14400:AST;"
      + "America/Guadeloupe=-14400:AST;America/Guatemala=-21600:CST,-18000:CDT;"
      + "America/Halifax=-14400:AST,-10800:ADT;America/Havana=-18000:CST,-14400:CDT;"
      + "America/Hermosillo=-25200:MST,-21600:MDT;America/Indiana/Indianapolis=-18000:EST,-14400:EDT;"
      + "America/Indiana/Knox=-21600:CST,-18000:EST,-18000+:CDT;"
      + "America/Indiana/Marengo=-18000:EST,-18000+:CDT,-14400:EDT;"
      + "America/Indiana/Petersburg=-21600:CST,-18000:EST,-18000+:CDT,-14400:EDT;"
      + "America/Indiana/Tell_City=-21600:CST,-18000:EST,-18000+:CDT,-14400:EDT;"
      + "America/Indiana/Vevay=-18000:EST,-14400:EDT;"
      + "America/Indiana/Vincennes=-21600:CST,-18000:EST,-18000+:CDT,-14400:EDT;"
      + "America/Indiana/Winamac=-21600:CST,-18000:EST,-18000+:CDT,-14400:EDT;"
      + "America/Indianapolis=-18000:EST,-14400:EDT;America/Inuvik=-28800:PST,-25200:MST,-25200+:PDT,-21600:MDT;"
      + "America/Iqaluit=-21600:CST,-18000:EST,-18000+:CDT,-14400:EDT;America/Jamaica=-18000:EST,-14400:EDT;"
      + "America/Juneau=-32400:AKST,-28800:PST,-28800+:AKDT,-25200:PDT;"
      + "America/Kentucky/Louisville=-18000:EST,-18000+:CDT,-14400:EDT;"
      + "America/Kentucky/Monticello=-21600:CST,-18000:EST,-18000+:CDT,-14400:EDT;"
      + "America/Knox_IN=-21600:CST,-18000:EST,-18000+:CDT;America/Kralendijk=-14400:AST;"
      + "America/Los_Angeles=-28800:PST,-25200:PDT;America/Louisville=-18000:EST,-18000+:CDT,-14400:EDT;"
      + "America/Lower_Princes=-14400:AST;America/Managua=-21600:CST,-18000:EST,-18000+:CDT;"
      + "America/Marigot=-14400:AST;America/Martinique=-14400:AST,-10800:ADT;"
      + "America/Matamoros=-21600:CST,-18000:CDT;America/Mazatlan=-25200:MST,-21600:MDT;"
      + "America/Menominee=-21600:CST,-18000:EST,-18000+:CDT;America/Merida=-21600:CST,-18000:EST,-18000+:CDT;"
      + "America/Metlakatla=-32400:AKST,-28800:PST,-28800+:AKDT,-25200:PDT;"
      + "America/Mexico_City=-21600:CST,-18000:CDT;America/Miquelon=-14400:AST;"
      + "America/Moncton=-14400:AST,-10800:ADT;America/Monterrey=-21600:CST,-18000:CDT;"
      + "America/Montreal=-18000:EST,-14400:EDT;America/Montserrat=-14400:AST;"
      + "America/Nassau=-18000:EST,-14400:EDT;America/New_York=-18000:EST,-14400:EDT;"
      + "America/Nipigon=-18000:EST,-14400:EDT;America/Nome=-39600:BST,-36000:BDT,-32400:AKST,-28800:AKDT;"
      + "America/North_Dakota/Beulah=-25200:MST,-21600:CST,-21600+:MDT,-18000:CDT;"
      + "America/North_Dakota/Center=-25200:MST,-21600:CST,-21600+:MDT,-18000:CDT;"
      + "America/North_Dakota/New_Salem=-25200:MST,-21600:CST,-21600+:MDT,-18000:CDT;"
      + "America/Ojinaga=-25200:MST,-21600:CST,-21600+:MDT,-18000:CDT;America/Panama=-18000:EST;"
      + "America/Pangnirtung=-21600:CST,-18000:EST,-18000+:CDT,-14400:EDT;America/Phoenix=-25200:MST;"
      + "America/Port-au-Prince=-18000:EST,-14400:EDT;America/Port_of_Spain=-14400:AST;"
      + "America/Puerto_Rico=-14400:AST;America/Rainy_River=-21600:CST,-18000:CDT;"
      + "America/Rankin_Inlet=-21600:CST,-18000:EST,-18000+:CDT;America/Regina=-21600:CST;"
      + "America/Resolute=-21600:CST,-18000:EST,-18000+:CDT;America/Santa_Isabel=-28800:PST,-25200:PDT;"
      + "America/Santo_Domingo=-18000:EST,-14400:AST;America/Shiprock=-25200:MST,-21600:MDT;"
      + "America/Sitka=-32400:AKST,-28800:PST,-28800+:AKDT,-25200:PDT;America/St_Barthelemy=-14400:AST;"
      + "America/St_Johns=-12600:NST,-9000:NDT,-5400:NDDT;America/St_Kitts=-14400:AST;"
      + "America/St_Lucia=-14400:AST;America/St_Thomas=-14400:AST;America/St_Vincent=-14400:AST;"
      + "America/Swift_Current=-25200:MST,-21600:CST;America/Tegucigalpa=-21600:CST,-18000:CDT;"
      + "America/Thule=-14400:AST,-10800:ADT;America/Thunder_Bay=-18000:EST,-14400:EDT;"
      + "America/Tijuana=-28800:PST,-25200:PDT;America/Toronto=-18000:EST,-14400:EDT;America/Tortola=-14400:AST;"
      + "America/Vancouver=-28800:PST,-25200:PDT;America/Virgin=-14400:AST;"
      + "America/Whitehorse=-28800:PST,-25200:MST,-25200+:PDT;America/Winnipeg=-21600:CST,-18000:CDT;"
      + "America/Yakutat=-32400:AKST,-28800:AKDT;America/Yellowknife=-25200:MST,-21600:MDT;"
      + "Antarctica/Macquarie=36000:AEST,39600:AEDT;Antarctica/McMurdo=43200:NZST,46800:NZDT;"
      + "Antarctica/Rothera=0:-00;Antarctica/South_Pole=43200:NZST,46800:NZDT;Antarctica/Vostok=0:-00;"
      + "Arctic/Longyearbyen=3600:CET,7200:CEST;Asia/Amman=7200:EET,10800:+03,10800+:EEST;"
      + "Asia/Beirut=7200:EET,10800:EEST;Asia/Calcutta=19800:IST;Asia/Chongqing=28800:CST,32400:CDT;"
      + "Asia/Chungking=28800:CST,32400:CDT;Asia/Damascus=7200:EET,10800:+03,10800+:EEST;"
      + "Asia/Famagusta=7200:EET,10800:+03,10800+:EEST;Asia/Gaza=7200:EET,10800:EEST;"
      + "Asia/Harbin=28800:CST,32400:CDT;Asia/Hebron=7200:EET,10800:EEST;Asia/Hong_Kong=28800:HKT,32400:HKST;"
      + "Asia/Istanbul=7200:EET,10800:+03,10800+:EEST;Asia/Jakarta=25200:WIB;Asia/Jayapura=32400:WIT;"
      + "Asia/Jerusalem=7200:IST,10800:IDT;Asia/Karachi=18000:PKT,21600:PKST;Asia/Kolkata=19800:IST;"
      + "Asia/Macao=28800:CST,32400:CDT;Asia/Macau=28800:CST,32400:CDT;Asia/Makassar=28800:WITA;"
      + "Asia/Manila=28800:PST,32400:PDT;Asia/Nicosia=7200:EET,10800:EEST;Asia/Pontianak=25200:WIB,28800:WITA;"
      + "Asia/Pyongyang=30600:KST,32400:KST;Asia/Seoul=32400:KST,36000:KDT;Asia/Shanghai=28800:CST,32400:CDT;"
      + "Asia/Taipei=28800:CST,32400:CDT;Asia/Tel_Aviv=7200:IST,10800:IDT;Asia/Tokyo=32400:JST;"
      + "Asia/Ujung_Pandang=28800:WITA;Atlantic/Azores=0:WET,0+:+00,3600:WEST;"
      + "Atlantic/Bermuda=-14400:AST,-10800:ADT;Atlantic/Canary=0:WET,3600:WEST;Atlantic/Faeroe=0:WET,3600:WEST;"
      + "Atlantic/Faroe=0:WET,3600:WEST;Atlantic/Jan_Mayen=3600:CET,7200:CEST;Atlantic/Madeira=0:WET,3600:WEST;"
      + "Atlantic/Reykjavik=0:GMT;Atlantic/St_Helena=0:GMT;Australia/ACT=36000:AEST,39600:AEDT;"
      + "Australia/Adelaide=34200:ACST,37800:ACDT;Australia/Brisbane=36000:AEST,39600:AEDT;"
      + "Australia/Broken_Hill=34200:ACST,37800:ACDT;Australia/Canberra=36000:AEST,39600:AEDT;"
      + "Australia/Currie=36000:AEST,39600:AEDT;Australia/Darwin=34200:ACST;"
      + "Australia/Hobart=36000:AEST,39600:AEDT;Australia/LHI=36000:AEST;"
      + "Australia/Lindeman=36000:AEST,39600:AEDT;Australia/Lord_Howe=36000:AEST;"
      + "Australia/Melbourne=36000:AEST,39600:AEDT;Australia/NSW=36000:AEST,39600:AEDT;"
      + "Australia/North=34200:ACST;Australia/Perth=28800:AWST,32400:AWDT;"
      + "Australia/Queensland=36000:AEST,39600:AEDT;Australia/South=34200:ACST,37800:ACDT;"
      + "Australia/Sydney=36000:AEST,39600:AEDT;Australia/Tasmania=36000:AEST,39600:AEDT;"
      + "Australia/Victoria=36000:AEST,39600:AEDT;Australia/West=28800:AWST,32400:AWDT;"
      + "Australia/Yancowinna=34200:ACST,37800:ACDT;CET=3600:CET,7200:CEST;CST6CDT=-21600:CST,-18000:CDT;"
      + "Canada/Atlantic=-14400:AST,-10800:ADT;Canada/Central=-21600:CST,-18000:CDT;"
      + "Canada/Eastern=-18000:EST,-14400:EDT;Canada/Mountain=-25200:MST,-21600:MDT;"
      + "Canada/Newfoundland=-12600:NST,-9000:NDT,-5400:NDDT;Canada/Pacific=-28800:PST,-25200:PDT;"
      + "Canada/Saskatchewan=-21600:CST;Canada/Yukon=-28800:PST,-25200:MST,-25200+:PDT;"
      + "Cuba=-18000:CST,-14400:CDT;EET=7200:EET,10800:EEST;EST=-18000:EST;EST5EDT=-18000:EST,-14400:EDT;"
      + "Egypt=7200:EET,10800:EEST;Eire=0:GMT,3600:IST;Etc/GMT=0:GMT;Etc/GMT+0=0:GMT;Etc/GMT-0=0:GMT;"
      + "Etc/GMT0=0:GMT;Etc/Greenwich=0:GMT;Etc/UCT=0:UTC;Etc/UTC=0:UTC;Etc/Universal=0:UTC;Etc/Zulu=0:UTC;"
      + "Europe/Amsterdam=3600:CET,7200:CEST;Europe/Andorra=3600:CET,7200:CEST;"
      + "Europe/Athens=7200:EET,10800:EEST;Europe/Belfast=0:GMT,3600:BST;Europe/Belgrade=3600:CET,7200:CEST;"
      + "Europe/Berlin=3600:CET,7200:CEST;Europe/Bratislava=3600:CET,7200:CEST;"
      + "Europe/Brussels=3600:CET,7200:CEST;Europe/Bucharest=7200:EET,10800:EEST;"
      + "Europe/Budapest=3600:CET,7200:CEST;Europe/Busingen=3600:CET,7200:CEST;"
      + "Europe/Chisinau=7200:EET,10800:MSK,10800+:EEST,14400:MSD;Europe/Copenhagen=3600:CET,7200:CEST;"
      + "Europe/Dublin=0:GMT,3600:IST;Europe/Gibraltar=3600:CET,7200:CEST;Europe/Guernsey=0:GMT,3600:BST;"
      + "Europe/Helsinki=7200:EET,10800:EEST;Europe/Isle_of_Man=0:GMT,3600:BST;"
      + "Europe/Istanbul=7200:EET,10800:+03,10800+:EEST;Europe/Jersey=0:GMT,3600:BST;"
      + "Europe/Kaliningrad=7200:EET,10800:+03,10800+:EEST,14400:MSD;"
      + "Europe/Kiev=7200:EET,10800:MSK,10800+:EEST,14400:MSD;Europe/Kirov=10800:MSK,14400:MSK,14400+:MSD;"
      + "Europe/Kyiv=7200:EET,10800:MSK,10800+:EEST,14400:MSD;Europe/Lisbon=0:WET,3600:CET,3600+:WEST,7200:CEST;"
      + "Europe/Ljubljana=3600:CET,7200:CEST;Europe/London=0:GMT,3600:BST;Europe/Luxembourg=3600:CET,7200:CEST;"
      + "Europe/Madrid=3600:CET,7200:CEST;Europe/Malta=3600:CET,7200:CEST;Europe/Mariehamn=7200:EET,10800:EEST;"
      + "Europe/Minsk=7200:EET,10800:+03,10800+:EEST,14400:MSD;Europe/Monaco=3600:CET,7200:CEST;"
      + "Europe/Moscow=7200:EET,10800:MSK,10800+:EEST,14400:MSK,14400+:MSD;Europe/Nicosia=7200:EET,10800:EEST;"
      + "Europe/Oslo=3600:CET,7200:CEST;Europe/Paris=3600:CET,7200:CEST;Europe/Podgorica=3600:CET,7200:CEST;"
      + "Europe/Prague=3600:CET,7200:CEST;Europe/Riga=7200:EET,10800:MSK,10800+:EEST,14400:MSD;"
      + "Europe/Rome=3600:CET,7200:CEST;Europe/San_Marino=3600:CET,7200:CEST;Europe/Sarajevo=3600:CET,7200:CEST;"
      + "Europe/Simferopol=7200:EET,10800:MSK,10800+:EEST,14400:MSK,14400+:MSD;Europe/Skopje=3600:CET,7200:CEST;"
      + "Europe/Sofia=7200:EET,10800:EEST;Europe/Stockholm=3600:CET,7200:CEST;"
      + "Europe/Tallinn=7200:EET,10800:MSK,10800+:EEST,14400:MSD;Europe/Tirane=3600:CET,7200:CEST;"
      + "Europe/Tiraspol=7200:EET,10800:MSK,10800+:EEST,14400:MSD;"
      + "Europe/Uzhgorod=7200:EET,10800:MSK,10800+:EEST,14400:MSD;Europe/Vaduz=3600:CET,7200:CEST;"
      + "Europe/Vatican=3600:CET,7200:CEST;Europe/Vienna=3600:CET,7200:CEST;"
      + "Europe/Vilnius=3600:CET,7200:EET,7200+:CEST,10800:MSK,10800+:EEST,14400:MSD;"
      + "Europe/Volgograd=10800:MSK,14400:+04,14400+:MSD;Europe/Warsaw=3600:CET,7200:CEST;"
      + "Europe/Zagreb=3600:CET,7200:CEST;Europe/Zaporozhye=7200:EET,10800:MSK,10800+:EEST,14400:MSD;"
      + "Europe/Zurich=3600:CET,7200:CEST;Factory=0:-00;GB=0:GMT,3600:BST;GB-Eire=0:GMT,3600:BST;GMT=0:GMT;"
      + "GMT+0=0:GMT;GMT-0=0:GMT;GMT0=0:GMT;Greenwich=0:GMT;HST=-36000:HST;Hongkong=28800:HKT,32400:HKST;"
      + "Iceland=0:GMT;Indian/Antananarivo=10800:EAT;Indian/Comoro=10800:EAT;Indian/Mayotte=10800:EAT;"
      + "Israel=7200:IST,10800:IDT;Jamaica=-18000:EST,-14400:EDT;Japan=32400:JST;"
      + "Libya=3600:CET,7200:EET,7200+:CEST;MET=3600:MET,7200:MEST;MST=-25200:MST;MST7MDT=-25200:MST,-21600:MDT;"
      + "Mexico/BajaNorte=-28800:PST,-25200:PDT;Mexico/BajaSur=-25200:MST,-21600:MDT;"
      + "Mexico/General=-21600:CST,-18000:CDT;NZ=43200:NZST,46800:NZDT;Navajo=-25200:MST,-21600:MDT;"
      + "PRC=28800:CST,32400:CDT;PST8PDT=-28800:PST,-25200:PDT;Pacific/Auckland=43200:NZST,46800:NZDT;"
      + "Pacific/Guam=36000:ChST,39600:GDT;Pacific/Honolulu=-36000:HST;Pacific/Johnston=-36000:HST;"
      + "Pacific/Midway=-39600:SST;Pacific/Pago_Pago=-39600:SST;Pacific/Saipan=36000:ChST,39600:GDT;"
      + "Pacific/Samoa=-39600:SST;Poland=3600:CET,7200:CEST;Portugal=0:WET,3600:CET,3600+:WEST,7200:CEST;"
      + "ROC=28800:CST,32400:CDT;ROK=32400:KST,36000:KDT;Turkey=7200:EET,10800:+03,10800+:EEST;UCT=0:UTC;"
      + "US/Alaska=-36000:AHST,-32400:AKST,-32400+:AHDT,-28800:AKDT;"
      + "US/Aleutian=-39600:BST,-36000:HST,-36000+:BDT,-32400:HDT;US/Arizona=-25200:MST;"
      + "US/Central=-21600:CST,-18000:CDT;US/East-Indiana=-18000:EST,-14400:EDT;"
      + "US/Eastern=-18000:EST,-14400:EDT;US/Hawaii=-36000:HST;"
      + "US/Indiana-Starke=-21600:CST,-18000:EST,-18000+:CDT;US/Michigan=-18000:EST,-14400:EDT;"
      + "US/Mountain=-25200:MST,-21600:MDT;US/Pacific=-28800:PST,-25200:PDT;US/Samoa=-39600:SST;UTC=0:UTC;"
      + "Universal=0:UTC;W-SU=7200:EET,10800:MSK,10800+:EEST,14400:MSK,14400+:MSD;WET=0:WET,3600:WEST;"
      + "Zulu=0:UTC;localtime=0:UTC;";

  private static volatile Map<String, Map<String, String>> abbrTable;

  private static Map<String, Map<String, String>> abbrTable() {
    Map<String, Map<String, String>> t = abbrTable;
    if (t == null) {
      t = new java.util.HashMap<>();
      for (String entry : ABBREVIATIONS.split(";")) {
        int eq = entry.indexOf('=');
        Map<String, String> m = new java.util.HashMap<>();
        for (String pair : entry.substring(eq + 1).split(",")) {
          int colon = pair.indexOf(':');
          m.put(pair.substring(0, colon), pair.substring(colon + 1));
        }
        t.put(entry.substring(0, eq), m);
      }
      abbrTable = t;
    }
    return t;
  }

  /** The zone's abbreviation at an instant ("CET", "EDT"); numeric like "+03" when tzdb has none. */
  static String abbreviation(Zone z, Instant i) {
    int secs = z.rules.getOffset(i).getTotalSeconds();
    Map<String, String> names = abbrTable().get(z.key);
    String name = null;
    if (names != null) {
      if (z.rules.isDaylightSavings(i)) {
        name = names.get(secs + "+");
      }
      if (name == null) {
        name = names.get(Integer.toString(secs));
      }
    }
    if (name != null) {
      return name;
    }
    int abs = Math.abs(secs);
    String r = (secs < 0 ? "-" : "+") + DatetimeModule.two(abs / 3600);
    if (abs % 3600 != 0) {
      r += DatetimeModule.two(abs / 60 % 60);
    }
    if (abs % 60 != 0) {
      r += DatetimeModule.two(abs % 60);
    }
    return r;
  }


}
