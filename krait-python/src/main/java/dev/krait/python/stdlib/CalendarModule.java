/*
 * calendar, written in Java: month grids, the plain-text calendars of cal(1) and HTML tables.
 * Agents use monthrange/isleap/monthcalendar for date arithmetic and TextCalendar/HTMLCalendar
 * to render schedules, often subclassing HTMLCalendar to decorate formatday. So every method is
 * a template step: a step calls the next one through Overrides, which runs the Java code directly
 * unless a Python subclass (or the instance) replaced it. The arithmetic works on plain ints (a
 * month grid is the weekday of its first day and its length); week rows handed between steps
 * are Python lists of tuples, as CPython's are, so overrides see what they expect. Names are
 * the C locale's, as CPython's are by default; the locale-switching classes are not provided.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBaseException;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySlice;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import dev.krait.python.vm.VmAccess;
import java.util.function.Supplier;

/** {@code import calendar}. */
public final class CalendarModule {
  private CalendarModule() {}

  static final String[] MONTHS = {"", "January", "February", "March", "April", "May", "June", "July",
      "August", "September", "October", "November", "December"};
  static final String[] MONTHS_SHORT = {"", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
      "Oct", "Nov", "Dec"};
  static final String[] DAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
  static final String[] DAYS_SHORT = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};

  public static final PyType CALENDAR =
      PyType.builtinInModule("calendar", "Calendar", PyType.OBJECT, CalendarModule::installCalendar);
  public static final PyType TEXT_CALENDAR =
      PyType.builtinInModule("calendar", "TextCalendar", CALENDAR, CalendarModule::installText);
  public static final PyType HTML_CALENDAR =
      PyType.builtinInModule("calendar", "HTMLCalendar", CALENDAR, CalendarModule::installHtml);
  static final PyType ILLEGAL_MONTH = PyType.builtinInModule("calendar", "IllegalMonthError",
      ExceptionTypes.VALUE_ERROR, t -> installIllegal(t, "month", "bad month number %s; must be 1-12"));
  static final PyType ILLEGAL_WEEKDAY = PyType.builtinInModule("calendar", "IllegalWeekdayError",
      ExceptionTypes.VALUE_ERROR,
      t -> installIllegal(t, "weekday", "bad weekday number %s; must be 0 (Monday) to 6 (Sunday)"));
  static final PyType MONTH_NAMES = PyType.builtinInModule("calendar", "_localized_month", PyType.OBJECT,
      t -> installNames(t, 13));
  static final PyType DAY_NAMES = PyType.builtinInModule("calendar", "_localized_day", PyType.OBJECT,
      t -> installNames(t, 7));

  public static PyModule create() {
    PyModule m = new PyModule("calendar");
    m.put("__all__", Support.list(strs("IllegalMonthError", "IllegalWeekdayError", "setfirstweekday",
        "firstweekday", "isleap", "leapdays", "weekday", "monthrange", "monthcalendar", "prmonth", "month",
        "prcal", "calendar", "timegm", "month_name", "month_abbr", "day_name", "day_abbr", "Calendar",
        "TextCalendar", "HTMLCalendar", "weekheader", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY",
        "SATURDAY", "SUNDAY")));
    m.put("Calendar", CALENDAR);
    m.put("TextCalendar", TEXT_CALENDAR);
    m.put("HTMLCalendar", HTML_CALENDAR);
    m.put("IllegalMonthError", ILLEGAL_MONTH);
    m.put("IllegalWeekdayError", ILLEGAL_WEEKDAY);
    m.put("error", ExceptionTypes.VALUE_ERROR);
    String[] weekdays = {"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"};
    for (int i = 0; i < 7; i++) {
      m.put(weekdays[i], PyInt.of(i));
    }
    m.put("January", PyInt.of(1));
    m.put("February", PyInt.of(2));
    m.put("EPOCH", PyInt.of(1970));
    PyList mdays = new PyList();
    for (int month = 0; month <= 12; month++) {
      mdays.append(PyInt.of(month == 0 ? 0 : DatetimeModule.daysInMonth(1, month)));
    }
    m.put("mdays", mdays);
    m.put("month_name", new Names(MONTH_NAMES, MONTHS));
    m.put("month_abbr", new Names(MONTH_NAMES, MONTHS_SHORT));
    m.put("day_name", new Names(DAY_NAMES, DAYS));
    m.put("day_abbr", new Names(DAY_NAMES, DAYS_SHORT));

    m.def("isleap", (a, k) -> {
      PyObject[] p = Support.bind("isleap", a, k, new String[] {"year"}, 1);
      return PyBool.of(divides(p[0], 4) && (!divides(p[0], 100) || divides(p[0], 400)));
    });
    m.def("leapdays", (a, k) -> {
      PyObject[] p = Support.bind("leapdays", a, k, new String[] {"y1", "y2"}, 2);
      return Ops.binary(leapsBefore(p[1]), leapsBefore(p[0]), Ops.Binary.SUB);
    });
    m.def("weekday", (a, k) -> {
      PyObject[] p = Support.bind("weekday", a, k, new String[] {"year", "month", "day"}, 3);
      return PyInt.of(weekday(p[0], Support.toLong(p[1]), Support.toLong(p[2])));
    });
    m.def("monthrange", (a, k) -> {
      PyObject[] p = Support.bind("monthrange", a, k, new String[] {"year", "month"}, 2);
      int month = checkMonth(p[1]);
      return PyTuple.of(PyInt.of(weekday(p[0], month, 1)), PyInt.of(monthLength(p[0], month)));
    });
    m.def("timegm", (a, k) -> {
      PyObject[] p = Support.bind("timegm", a, k, new String[] {"tuple"}, 1);
      return timegm(p[0]);
    });
    m.def("formatstring", (a, k) -> {
      PyObject[] p = Support.bind("formatstring", a, k, new String[] {"cols", "colwidth", "spacing"}, 1);
      return PyStr.of(columns(p[0], p[1] == null ? 20 : Support.toInt(p[1]), p[2] == null ? 6 : Support.toInt(p[2])));
    });
    m.def("format", (a, k) -> {
      PyObject[] p = Support.bind("format", a, k, new String[] {"cols", "colwidth", "spacing"}, 1);
      print(columns(p[0], p[1] == null ? 20 : Support.toInt(p[1]), p[2] == null ? 6 : Support.toInt(p[2])), "\n");
      return PyNone.NONE;
    });

    // the module-level functions are methods of one shared TextCalendar, as in CPython
    CalendarObject shared = new CalendarObject(TEXT_CALENDAR);
    shared.instanceDict().setItem(PyStr.of("_firstweekday"), PyInt.of(0));
    m.put("c", shared);
    m.def("setfirstweekday", (a, k) -> {
      PyObject[] p = Support.bind("setfirstweekday", a, k, new String[] {"firstweekday"}, 1);
      if (!(le(PyInt.of(0), p[0]) && le(p[0], PyInt.of(6)))) {
        throw illegal(ILLEGAL_WEEKDAY, "weekday", p[0]);
      }
      Ops.setattr(shared, "firstweekday", p[0]);
      return PyNone.NONE;
    });
    String[][] aliases = {{"firstweekday", "getfirstweekday"}, {"monthcalendar", "monthdayscalendar"},
        {"prweek", "prweek"}, {"week", "formatweek"}, {"weekheader", "formatweekheader"}, {"prmonth", "prmonth"},
        {"month", "formatmonth"}, {"calendar", "formatyear"}, {"prcal", "pryear"}};
    for (String[] alias : aliases) {
      m.put(alias[0], Ops.getattr(shared, alias[1]));
    }
    return m;
  }

  // ================================================================ arithmetic

  /** {@code year % n == 0} for any number, as Python computes it. */
  private static boolean divides(PyObject year, int n) {
    return Ops.eq(Ops.binary(year, PyInt.of(n), Ops.Binary.MOD), PyInt.of(0));
  }

  /** Leap years in [1, year): the count leapdays() takes differences of. */
  private static PyObject leapsBefore(PyObject year) {
    PyObject y = Ops.binary(year, PyInt.of(1), Ops.Binary.SUB);
    PyObject n = PyInt.of(0);
    int[] divisors = {4, -100, 400};
    for (int d : divisors) {
      PyObject q = Ops.binary(y, PyInt.of(Math.abs(d)), Ops.Binary.FLOORDIV);
      n = Ops.binary(n, q, d < 0 ? Ops.Binary.SUB : Ops.Binary.ADD);
    }
    return n;
  }

  static boolean isLeap(long year) {
    return Math.floorMod(year, 4) == 0 && (Math.floorMod(year, 100) != 0 || Math.floorMod(year, 400) == 0);
  }

  /**
   * A year datetime can represent with the same calendar: years outside 1..9999 are moved into
   * 2000..2399, since the Gregorian calendar repeats every 400 years.
   */
  private static long representable(PyObject year) {
    PyInt y = Ops.index(year);
    if (y.fitsLong() && y.longValue() >= 1 && y.longValue() <= 9999) {
      return y.longValue();
    }
    return 2000 + Support.toLong(Ops.binary(y, PyInt.of(400), Ops.Binary.MOD));
  }

  /** Monday 0 .. Sunday 6; ValueError (datetime's) for a month or day that does not exist. */
  static int weekday(PyObject year, long month, long day) {
    long y = representable(year);
    DatetimeModule.checkDate(y, month, day);
    return DatetimeModule.weekday((int) y, (int) month, (int) day);
  }

  private static int monthLength(PyObject year, int month) {
    return DatetimeModule.daysInMonth(representable(year), month);
  }

  private static int checkMonth(PyObject month) {
    long m = Support.toLong(month);
    if (m < 1 || m > 12) {
      throw illegal(ILLEGAL_MONTH, "month", month);
    }
    return (int) m;
  }

  private static boolean le(PyObject a, PyObject b) {
    return Ops.truthy(Ops.richCompare(a, b, Ops.Compare.LE));
  }

  /** Seconds since 1970 of a UTC (year, month, day, hour, minute, second, ...) tuple. */
  private static PyObject timegm(PyObject t) {
    PyObject[] f = Ops.toArray(Ops.getitem(t, new PySlice(PyNone.NONE, PyInt.of(6), PyNone.NONE)));
    if (f.length != 6) {
      throw Errors.valueError("not enough values to unpack (expected 6, got " + f.length + ")");
    }
    long y = Support.toLong(f[0]);
    long month = Support.toLong(f[1]);
    DatetimeModule.checkDate(y, month, 1);
    long firstDay = DatetimeModule.ordinalOf((int) y, (int) month, 1) - DatetimeModule.ordinalOf(1970, 1, 1) - 1;
    PyObject total = Ops.binary(PyInt.of(firstDay), f[2], Ops.Binary.ADD);
    int[] scale = {24, 60, 60};
    for (int i = 0; i < 3; i++) {
      total = Ops.binary(Ops.binary(total, PyInt.of(scale[i]), Ops.Binary.MUL), f[3 + i], Ops.Binary.ADD);
    }
    return total;
  }

  // ================================================================ exceptions and names

  private static void installIllegal(PyType t, String field, String message) {
    t.markBaseType();
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("__init__", a, k, new String[] {field}, 1);
      a[0].instanceDict().setItem(PyStr.of(field), p[0]);
      return PyNone.NONE;
    });
    t.defineMethod("__str__", (a, k) -> {
      Support.bindMethod("__str__", a, k, new String[0], 0);
      return PyStr.of(String.format(message, Ops.repr(Ops.getattr(a[0], field))));
    });
  }

  private static PyError illegal(PyType type, String field, PyObject value) {
    PyBaseException e = new PyBaseException(type, PyTuple.of(value));
    e.instanceDict().setItem(PyStr.of(field), value);
    return new PyError(e);
  }

  /** month_name, day_abbr, ...: read-only sequences of names, indexed and sliced like lists. */
  static final class Names extends PyObject {
    private final PyType type;
    private final String[] names;

    Names(PyType type, String[] names) {
      this.type = type;
      this.names = names;
    }

    @Override
    public PyType type() {
      return type;
    }

    PyObject get(PyObject index) {
      PyList all = Support.list(strs(names));
      return Ops.getitem(all, index);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
    }
  }

  private static void installNames(PyType t, int length) {
    t.defineMethod("__getitem__", (a, k) -> {
      Support.bindMethod("__getitem__", a, k, new String[] {"i"}, 1);
      return ((Names) a[0]).get(a[1]);
    });
    t.defineMethod("__len__", (a, k) -> PyInt.of(length));
  }

  private static PyObject[] strs(String... values) {
    PyObject[] out = new PyObject[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = PyStr.of(values[i]);
    }
    return out;
  }

  // ================================================================ Calendar

  /** A Calendar, TextCalendar or HTMLCalendar, or an instance of a Python subclass of one. */
  static final class CalendarObject extends ClassInstance {
    CalendarObject(PyType type) {
      super(type);
    }
  }

  /**
   * Runs step {@code name} of self: the Python override when there is one (called with
   * {@code args}), else the Java default.
   */
  private static PyObject step(PyObject self, String name, Supplier<PyObject> java, PyObject... args) {
    PyObject override = Overrides.find(self, name);
    return override == null ? java.get() : override.call(args, null);
  }

  /** A step's result where a str is needed (the TypeError of CPython's str.join otherwise). */
  private static String text(PyObject result, int position) {
    if (result instanceof PyStr s) {
      return s.value();
    }
    throw Errors.typeError("sequence item " + position + ": expected str instance, " + result.type().name()
        + " found");
  }

  private static String textStep(PyObject self, String name, Supplier<String> java, PyObject... args) {
    PyObject override = Overrides.find(self, name);
    return override == null ? java.get() : text(override.call(args, null), 0);
  }

  private static int firstWeekday(PyObject self) {
    return Support.toInt(Ops.getattr(self, "firstweekday"));
  }

  private static void installCalendar(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new CalendarObject((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Support.bindMethod("__init__", a, k, new String[] {"firstweekday"}, 0);
      Ops.setattr(a[0], "firstweekday", p[0] == null ? PyInt.of(0) : p[0]);
      return PyNone.NONE;
    });
    t.defineMethod("getfirstweekday", (a, k) -> {
      Support.bindMethod("getfirstweekday", a, k, new String[0], 0);
      return storedFirstWeekday(a[0]);
    });
    t.defineMethod("setfirstweekday", (a, k) -> {
      PyObject[] p = Support.bindMethod("setfirstweekday", a, k, new String[] {"firstweekday"}, 1);
      a[0].instanceDict().setItem(PyStr.of("_firstweekday"), p[0]);
      return PyNone.NONE;
    });
    t.defineProperty("firstweekday", CalendarModule::storedFirstWeekday,
        (o, v) -> o.instanceDict().setItem(PyStr.of("_firstweekday"), v));
    t.defineMethod("iterweekdays", (a, k) -> {
      Support.bindMethod("iterweekdays", a, k, new String[0], 0);
      return Ops.iter(weekdayOrder(firstWeekday(a[0])));
    });
    t.defineMethod("itermonthdays", (a, k) -> monthStep(a, k, "itermonthdays", CalendarModule::days));
    t.defineMethod("itermonthdays2", (a, k) -> monthStep(a, k, "itermonthdays2", CalendarModule::daysAndWeekdays));
    t.defineMethod("itermonthdays3", (a, k) -> monthStep(a, k, "itermonthdays3", CalendarModule::triples));
    t.defineMethod("itermonthdays4", (a, k) -> monthStep(a, k, "itermonthdays4", CalendarModule::quadruples));
    t.defineMethod("itermonthdates", (a, k) -> monthStep(a, k, "itermonthdates", CalendarModule::dates));
    t.defineMethod("monthdayscalendar", (a, k) -> monthStep(a, k, "monthdayscalendar",
        (self, y, m) -> weeks(step(self, "itermonthdays", () -> days(self, y, m), y, m))));
    t.defineMethod("monthdays2calendar", (a, k) -> monthStep(a, k, "monthdays2calendar", CalendarModule::weekRows));
    t.defineMethod("monthdatescalendar", (a, k) -> monthStep(a, k, "monthdatescalendar",
        (self, y, m) -> weeks(step(self, "itermonthdates", () -> dates(self, y, m), y, m))));
    t.defineMethod("yeardayscalendar", (a, k) -> yearStep(a, k, "yeardayscalendar", "monthdayscalendar"));
    t.defineMethod("yeardays2calendar", (a, k) -> yearStep(a, k, "yeardays2calendar", "monthdays2calendar"));
    t.defineMethod("yeardatescalendar", (a, k) -> yearStep(a, k, "yeardatescalendar", "monthdatescalendar"));
  }

  private static PyObject storedFirstWeekday(PyObject self) {
    PyObject v = self.instanceDict().getStrOrNull("_firstweekday");
    if (v == null) {
      throw Errors.noAttribute(self, "_firstweekday");
    }
    return Ops.binary(v, PyInt.of(7), Ops.Binary.MOD);
  }

  private static PyList weekdayOrder(int first) {
    PyList order = new PyList();
    for (int i = 0; i < 7; i++) {
      order.append(PyInt.of((first + i) % 7));
    }
    return order;
  }

  interface MonthData {
    PyObject of(PyObject self, PyObject year, PyObject month);
  }

  private static PyObject monthStep(PyObject[] a, String[] k, String name, MonthData data) {
    PyObject[] p = Support.bindMethod(name, a, k, new String[] {"year", "month"}, 2);
    return data.of(a[0], p[0], p[1]);
  }

  /**
   * The grid of a month: how many days of the previous month fill its first week, its length,
   * and how many days of the next month complete the last week.
   */
  private record Grid(int before, int length, int after, int first) {
    static Grid of(PyObject self, PyObject year, PyObject month) {
      int m = checkMonth(month);
      int firstWeekday = firstWeekday(self);
      int day1 = CalendarModule.weekday(year, m, 1);
      int length = monthLength(year, m);
      int before = Math.floorMod(day1 - firstWeekday, 7);
      int after = Math.floorMod(firstWeekday - day1 - length, 7);
      ResourceMeter.current().tick(before + length + after);
      return new Grid(before, length, after, firstWeekday);
    }

    int cells() {
      return before + length + after;
    }

    /** The day number of cell i, 0 outside the month. */
    int day(int i) {
      int d = i - before + 1;
      return d >= 1 && d <= length ? d : 0;
    }
  }

  private static PyObject days(PyObject self, PyObject year, PyObject month) {
    Grid g = Grid.of(self, year, month);
    PyList out = new PyList();
    for (int i = 0; i < g.cells(); i++) {
      out.append(PyInt.of(g.day(i)));
    }
    return Ops.iter(out);
  }

  private static PyObject daysAndWeekdays(PyObject self, PyObject year, PyObject month) {
    PyObject days = step(self, "itermonthdays", () -> days(self, year, month), year, month);
    int first = firstWeekday(self);
    PyList out = new PyList();
    int i = 0;
    for (PyObject it = Ops.iter(days), d = Ops.next(it); d != null; d = Ops.next(it), i++) {
      out.append(PyTuple.of(d, PyInt.of((first + i) % 7)));
    }
    return Ops.iter(out);
  }

  /** (year, month, day) of every cell, the neighbouring months' days included. */
  private static PyObject triples(PyObject self, PyObject year, PyObject month) {
    Grid g = Grid.of(self, year, month);
    long y = Support.toLong(year);
    int m = Support.toInt(month);
    long prevYear = m == 1 ? y - 1 : y;
    int prevMonth = m == 1 ? 12 : m - 1;
    int prevLength = DatetimeModule.daysInMonth(representable(PyInt.of(prevYear)), prevMonth);
    PyList out = new PyList();
    for (int d = prevLength - g.before() + 1; d <= prevLength; d++) {
      out.append(PyTuple.of(PyInt.of(prevYear), PyInt.of(prevMonth), PyInt.of(d)));
    }
    for (int d = 1; d <= g.length(); d++) {
      out.append(PyTuple.of(year, month, PyInt.of(d)));
    }
    for (int d = 1; d <= g.after(); d++) {
      out.append(PyTuple.of(PyInt.of(m == 12 ? y + 1 : y), PyInt.of(m == 12 ? 1 : m + 1), PyInt.of(d)));
    }
    return Ops.iter(out);
  }

  private static PyObject quadruples(PyObject self, PyObject year, PyObject month) {
    PyObject triples = step(self, "itermonthdays3", () -> triples(self, year, month), year, month);
    int first = firstWeekday(self);
    PyList out = new PyList();
    int i = 0;
    for (PyObject it = Ops.iter(triples), t = Ops.next(it); t != null; t = Ops.next(it), i++) {
      PyObject[] ymd = unpack(t, 3);
      out.append(PyTuple.of(ymd[0], ymd[1], ymd[2], PyInt.of((first + i) % 7)));
    }
    return Ops.iter(out);
  }

  private static PyObject dates(PyObject self, PyObject year, PyObject month) {
    PyObject triples = step(self, "itermonthdays3", () -> triples(self, year, month), year, month);
    PyList out = new PyList();
    for (PyObject it = Ops.iter(triples), t = Ops.next(it); t != null; t = Ops.next(it)) {
      PyObject[] ymd = unpack(t, 3);
      out.append(DatetimeModule.newDate(Support.toLong(ymd[0]), Support.toLong(ymd[1]), Support.toLong(ymd[2])));
    }
    return Ops.iter(out);
  }

  /** monthdays2calendar: rows of seven (day, weekday) pairs. */
  private static PyObject weekRows(PyObject self, PyObject year, PyObject month) {
    return weeks(step(self, "itermonthdays2", () -> daysAndWeekdays(self, year, month), year, month));
  }

  /** The items of an iterable cut into lists of seven. */
  private static PyList weeks(PyObject items) {
    PyList rows = new PyList();
    PyList row = null;
    for (PyObject it = Ops.iter(items), v = Ops.next(it); v != null; v = Ops.next(it)) {
      if (row == null || row.size() == 7) {
        row = new PyList();
        rows.append(row);
      }
      row.append(v);
    }
    return rows;
  }

  private static PyObject yearStep(PyObject[] a, String[] k, String name, String monthMethod) {
    PyObject[] p = Support.bindMethod(name, a, k, new String[] {"year", "width"}, 1);
    PyObject self = a[0];
    PyObject year = p[0];
    int width = p[1] == null ? 3 : Support.toInt(p[1]);
    if (width == 0) {
      throw Errors.valueError("range() arg 3 must not be zero");
    }
    PyList months = new PyList();
    for (int m = 1; m <= 12; m++) {
      PyInt month = PyInt.of(m);
      months.append(step(self, monthMethod, () -> defaultMonthData(self, monthMethod, year, month), year, month));
    }
    PyList rows = new PyList();
    for (int i = 0; width > 0 && i < 12; i += width) {
      PyList row = new PyList();
      for (int j = i; j < Math.min(12, i + width); j++) {
        row.append(months.get(j));
      }
      rows.append(row);
    }
    return rows;
  }

  private static PyObject defaultMonthData(PyObject self, String method, PyObject year, PyObject month) {
    return Ops.callMethodDescriptor(CALENDAR.lookup(method), self, new PyObject[] {year, month}, null);
  }

  /** Unpacks an iterable of exactly n items, with CPython's ValueError otherwise. */
  private static PyObject[] unpack(PyObject v, int n) {
    PyObject[] items = Ops.toArray(v);
    if (items.length > n) {
      throw Errors.valueError("too many values to unpack (expected " + n + ")");
    }
    if (items.length < n) {
      throw Errors.valueError("not enough values to unpack (expected " + n + ", got " + items.length + ")");
    }
    return items;
  }

  // ================================================================ TextCalendar

  private static void installText(PyType t) {
    t.markBaseType();
    t.defineMethod("formatday", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatday", a, k, new String[] {"day", "weekday", "width"}, 3);
      return PyStr.of(dayCell(Support.toLong(p[0]), Support.toInt(p[2])));
    });
    t.defineMethod("formatweek", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatweek", a, k, new String[] {"theweek", "width"}, 2);
      return PyStr.of(textWeek(a[0], p[0], p[1]));
    });
    t.defineMethod("formatweekday", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatweekday", a, k, new String[] {"day", "width"}, 2);
      return PyStr.of(weekdayCell(p[0], Support.toInt(p[1])));
    });
    t.defineMethod("formatweekheader", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatweekheader", a, k, new String[] {"width"}, 1);
      return PyStr.of(textHeader(a[0], p[0]));
    });
    t.defineMethod("formatmonthname", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatmonthname", a, k,
          new String[] {"theyear", "themonth", "width", "withyear"}, 3);
      return PyStr.of(center(monthTitle(p[0], p[1], p[3] == null || Ops.truthy(p[3]), " ", true),
          Support.toInt(p[2])));
    });
    t.defineMethod("formatmonth", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatmonth", a, k, new String[] {"theyear", "themonth", "w", "l"}, 2);
      return PyStr.of(textMonth(a[0], p[0], p[1], orZero(p[2]), orZero(p[3])));
    });
    t.defineMethod("formatyear", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatyear", a, k, new String[] {"theyear", "w", "l", "c", "m"}, 1);
      return PyStr.of(textYear(a[0], p[0], p[1] == null ? 2 : Support.toInt(p[1]),
          p[2] == null ? 1 : Support.toInt(p[2]), p[3] == null ? 6 : Support.toInt(p[3]),
          p[4] == null ? 3 : Support.toInt(p[4])));
    });
    t.defineMethod("prweek", (a, k) -> {
      PyObject[] p = Support.bindMethod("prweek", a, k, new String[] {"theweek", "width"}, 2);
      print(textStep(a[0], "formatweek", () -> textWeek(a[0], p[0], p[1]), p[0], p[1]), "");
      return PyNone.NONE;
    });
    t.defineMethod("prmonth", (a, k) -> {
      PyObject[] p = Support.bindMethod("prmonth", a, k, new String[] {"theyear", "themonth", "w", "l"}, 2);
      PyObject w = p[2] == null ? PyInt.of(0) : p[2];
      PyObject l = p[3] == null ? PyInt.of(0) : p[3];
      print(textStep(a[0], "formatmonth", () -> textMonth(a[0], p[0], p[1], Support.toInt(w), Support.toInt(l)),
          p[0], p[1], w, l), "");
      return PyNone.NONE;
    });
    t.defineMethod("pryear", (a, k) -> {
      PyObject[] p = Support.bindMethod("pryear", a, k, new String[] {"theyear", "w", "l", "c", "m"}, 1);
      PyObject[] args = {p[0], p[1] == null ? PyInt.of(0) : p[1], p[2] == null ? PyInt.of(0) : p[2],
          p[3] == null ? PyInt.of(6) : p[3], p[4] == null ? PyInt.of(3) : p[4]};
      print(textStep(a[0], "formatyear", () -> textYear(a[0], args[0], Support.toInt(args[1]),
          Support.toInt(args[2]), Support.toInt(args[3]), Support.toInt(args[4])), args), "");
      return PyNone.NONE;
    });
  }

  private static int orZero(PyObject v) {
    return v == null ? 0 : Support.toInt(v);
  }

  /** A day number right-aligned in two columns, centred in width ("" for the padding days). */
  private static String dayCell(long day, int width) {
    String s = day == 0 ? "" : day < 10 && day >= 0 ? " " + day : Long.toString(day);
    return center(s, width);
  }

  /** A weekday's name cut to width (the full name from 9 columns on), centred. */
  private static String weekdayCell(PyObject day, int width) {
    PyObject names = new Names(DAY_NAMES, width >= 9 ? DAYS : DAYS_SHORT).get(day);
    String name = ((PyStr) names).value();
    int cut = width >= 0 ? Math.min(width, name.length()) : Math.max(0, name.length() + width);
    return center(name.substring(0, cut), width);
  }

  /** "March 2024" (or "March"); the year as repr() or str() prints it. */
  private static String monthTitle(PyObject year, PyObject month, boolean withYear, String sep, boolean repr) {
    String name = ((PyStr) new Names(MONTH_NAMES, MONTHS).get(month)).value();
    return withYear ? name + sep + (repr ? Ops.repr(year) : Ops.str(year)) : name;
  }

  private static String textWeek(PyObject self, PyObject week, PyObject width) {
    StringBuilder sb = new StringBuilder();
    PyObject formatday = Overrides.find(self, "formatday");
    int w = formatday == null ? Support.toInt(width) : 0;
    int i = 0;
    for (PyObject it = Ops.iter(week), cell = Ops.next(it); cell != null; cell = Ops.next(it), i++) {
      PyObject[] dw = unpack(cell, 2);
      if (i > 0) {
        sb.append(' ');
      }
      sb.append(formatday == null ? dayCell(Support.toLong(dw[0]), w)
          : text(formatday.call(new PyObject[] {dw[0], dw[1], width}, null), i));
    }
    return sb.toString();
  }

  private static String textHeader(PyObject self, PyObject width) {
    PyObject formatweekday = Overrides.find(self, "formatweekday");
    PyObject order = step(self, "iterweekdays", () -> Ops.iter(weekdayOrder(firstWeekday(self))));
    StringBuilder sb = new StringBuilder();
    int i = 0;
    for (PyObject it = Ops.iter(order), day = Ops.next(it); day != null; day = Ops.next(it), i++) {
      if (i > 0) {
        sb.append(' ');
      }
      sb.append(formatweekday == null ? weekdayCell(day, Support.toInt(width))
          : text(formatweekday.call(new PyObject[] {day, width}, null), i));
    }
    return sb.toString();
  }

  private static String monthName(PyObject self, PyObject year, PyObject month, int width, boolean withYear) {
    PyObject override = Overrides.find(self, "formatmonthname");
    if (override == null) {
      return center(monthTitle(year, month, withYear, " ", true), width);
    }
    return text(override.call(new PyObject[] {year, month, PyInt.of(width), PyBool.of(withYear)}, null), 0);
  }

  private static PyObject monthRows(PyObject self, PyObject year, PyObject month) {
    return step(self, "monthdays2calendar", () -> weekRows(self, year, month), year, month);
  }

  private static String weekText(PyObject self, PyObject week, PyInt width) {
    return textStep(self, "formatweek", () -> textWeek(self, week, width), week, width);
  }

  /** A month as cal(1) prints it: title, weekday header, one line per week, l newlines after each. */
  private static String textMonth(PyObject self, PyObject year, PyObject month, int w, int l) {
    w = Math.max(2, w);
    String nl = "\n".repeat(Math.max(1, l));
    PyInt width = PyInt.of(w);
    StringBuilder sb = new StringBuilder();
    sb.append(rstrip(monthName(self, year, month, 7 * (w + 1) - 1, true))).append(nl);
    sb.append(rstrip(textStep(self, "formatweekheader", () -> textHeader(self, width), width))).append(nl);
    for (PyObject it = Ops.iter(monthRows(self, year, month)), week = Ops.next(it); week != null;
        week = Ops.next(it)) {
      sb.append(rstrip(weekText(self, week, width))).append(nl);
    }
    return sb.toString();
  }

  /** A year as rows of m months side by side, c spaces apart. */
  private static String textYear(PyObject self, PyObject year, int w, int l, int c, int m) {
    w = Math.max(2, w);
    c = Math.max(2, c);
    String nl = "\n".repeat(Math.max(1, l));
    int colwidth = (w + 1) * 7 - 1;
    PyInt width = PyInt.of(w);
    StringBuilder sb = new StringBuilder();
    sb.append(rstrip(center(Ops.repr(year), colwidth * m + c * (m - 1)))).append(nl);
    String header = textStep(self, "formatweekheader", () -> textHeader(self, width), width);
    PyObject rows = step(self, "yeardays2calendar",
        () -> yearStep(new PyObject[] {self, year, PyInt.of(m)}, null, "yeardays2calendar", "monthdays2calendar"),
        year, PyInt.of(m));
    int rowIndex = 0;
    for (PyObject it = Ops.iter(rows), row = Ops.next(it); row != null; row = Ops.next(it), rowIndex++) {
      PyObject[] cals = Ops.toArray(row);
      int firstMonth = m * rowIndex + 1;
      int lastMonth = Math.min(m * (rowIndex + 1), 12);
      String[] cells = new String[Math.max(0, lastMonth - firstMonth + 1)];
      for (int k = 0; k < cells.length; k++) {
        cells[k] = monthName(self, year, PyInt.of(firstMonth + k), colwidth, false);
      }
      sb.append(nl).append(rstrip(joinCentred(cells, colwidth, c))).append(nl);
      java.util.Arrays.fill(cells, header);
      sb.append(rstrip(joinCentred(cells, colwidth, c))).append(nl);
      PyObject[][] weeks = new PyObject[cals.length][];
      int height = 0;
      for (int k = 0; k < cals.length; k++) {
        weeks[k] = Ops.toArray(cals[k]);
        height = Math.max(height, weeks[k].length);
      }
      for (int j = 0; j < height; j++) {
        String[] line = new String[cals.length];
        for (int k = 0; k < cals.length; k++) {
          line[k] = j < weeks[k].length ? weekText(self, weeks[k][j], width) : "";
        }
        sb.append(rstrip(joinCentred(line, colwidth, c))).append(nl);
      }
      ResourceMeter.current().tick(sb.length() >> 4);
    }
    return sb.toString();
  }

  /** formatstring(): the columns centred in colwidth, spacing spaces apart. */
  private static String columns(PyObject cols, int colwidth, int spacing) {
    StringBuilder sb = new StringBuilder();
    String gap = " ".repeat(Math.max(0, spacing));
    int i = 0;
    for (PyObject it = Ops.iter(cols), col = Ops.next(it); col != null; col = Ops.next(it), i++) {
      if (i > 0) {
        sb.append(gap);
      }
      sb.append(col instanceof PyStr s ? center(s.value(), colwidth)
          : text(Ops.getattr(col, "center").call(new PyObject[] {PyInt.of(colwidth)}, null), i));
    }
    return sb.toString();
  }

  private static String joinCentred(String[] cells, int colwidth, int spacing) {
    StringBuilder sb = new StringBuilder();
    String gap = " ".repeat(spacing);
    for (int i = 0; i < cells.length; i++) {
      if (i > 0) {
        sb.append(gap);
      }
      sb.append(center(cells[i], colwidth));
    }
    return sb.toString();
  }

  /** Python's str.center: the odd space goes left when the width is odd, right otherwise. */
  static String center(String s, int width) {
    int length = s.codePointCount(0, s.length());
    int margin = width - length;
    if (margin <= 0) {
      return s;
    }
    int left = margin / 2 + (margin & width & 1);
    return " ".repeat(left) + s + " ".repeat(margin - left);
  }

  private static String rstrip(String s) {
    int end = s.length();
    while (end > 0 && PyStr.isPyWhitespace(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(0, end);
  }

  /** print(s, end=end) through the cell's print, so redirected sys.stdout sees it. */
  private static void print(String s, String end) {
    PyObject print = VmAccess.builtins().getItemOrNull(PyStr.of("print"));
    print.call(new PyObject[] {PyStr.of(s), PyStr.of(end)}, new String[] {"end"});
  }

  // ================================================================ HTMLCalendar

  private static void installHtml(PyType t) {
    t.markBaseType();
    PyTuple classes = PyTuple.of(strs("mon", "tue", "wed", "thu", "fri", "sat", "sun"));
    t.defineAttr("cssclasses", classes);
    t.defineAttr("cssclasses_weekday_head", classes);
    t.defineAttr("cssclass_noday", PyStr.of("noday"));
    t.defineAttr("cssclass_month_head", PyStr.of("month"));
    t.defineAttr("cssclass_month", PyStr.of("month"));
    t.defineAttr("cssclass_year_head", PyStr.of("year"));
    t.defineAttr("cssclass_year", PyStr.of("year"));
    t.defineMethod("formatday", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatday", a, k, new String[] {"day", "weekday"}, 2);
      return PyStr.of(htmlDay(a[0], p[0], p[1]));
    });
    t.defineMethod("formatweek", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatweek", a, k, new String[] {"theweek"}, 1);
      return PyStr.of(htmlWeek(a[0], p[0]));
    });
    t.defineMethod("formatweekday", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatweekday", a, k, new String[] {"day"}, 1);
      return PyStr.of(htmlWeekday(a[0], p[0]));
    });
    t.defineMethod("formatweekheader", (a, k) -> {
      Support.bindMethod("formatweekheader", a, k, new String[0], 0);
      return PyStr.of(htmlHeader(a[0]));
    });
    t.defineMethod("formatmonthname", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatmonthname", a, k, new String[] {"theyear", "themonth", "withyear"}, 2);
      return PyStr.of(htmlMonthName(a[0], p[0], p[1], p[2] == null || Ops.truthy(p[2])));
    });
    t.defineMethod("formatmonth", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatmonth", a, k, new String[] {"theyear", "themonth", "withyear"}, 2);
      return PyStr.of(htmlMonth(a[0], p[0], p[1], p[2] == null || Ops.truthy(p[2])));
    });
    t.defineMethod("formatyear", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatyear", a, k, new String[] {"theyear", "width"}, 1);
      return PyStr.of(htmlYear(a[0], p[0], p[1] == null ? 3 : Support.toInt(p[1])));
    });
    t.defineMethod("formatyearpage", (a, k) -> {
      PyObject[] p = Support.bindMethod("formatyearpage", a, k,
          new String[] {"theyear", "width", "css", "encoding"}, 1);
      return htmlPage(a[0], p[0], p[1] == null ? PyInt.of(3) : p[1],
          p[2] == null ? PyStr.of("calendar.css") : p[2], Support.isNone(p[3]) ? PyStr.of("utf-8") : p[3]);
    });
  }

  private static String css(PyObject self, String attribute) {
    return Ops.str(Ops.getattr(self, attribute));
  }

  private static String htmlDay(PyObject self, PyObject day, PyObject weekday) {
    if (Support.toLong(day) == 0) {
      return "<td class=\"" + css(self, "cssclass_noday") + "\">&nbsp;</td>";
    }
    String cls = Ops.str(Ops.getitem(Ops.getattr(self, "cssclasses"), weekday));
    return "<td class=\"" + cls + "\">" + Ops.str(Ops.index(day)) + "</td>";
  }

  private static String htmlWeek(PyObject self, PyObject week) {
    PyObject formatday = Overrides.find(self, "formatday");
    StringBuilder sb = new StringBuilder("<tr>");
    int i = 0;
    for (PyObject it = Ops.iter(week), cell = Ops.next(it); cell != null; cell = Ops.next(it), i++) {
      PyObject[] dw = unpack(cell, 2);
      sb.append(formatday == null ? htmlDay(self, dw[0], dw[1])
          : text(formatday.call(new PyObject[] {dw[0], dw[1]}, null), i));
    }
    return sb.append("</tr>").toString();
  }

  private static String htmlWeekText(PyObject self, PyObject week) {
    return textStep(self, "formatweek", () -> htmlWeek(self, week), week);
  }

  private static String htmlWeekday(PyObject self, PyObject day) {
    String cls = Ops.str(Ops.getitem(Ops.getattr(self, "cssclasses_weekday_head"), day));
    return "<th class=\"" + cls + "\">" + Ops.str(new Names(DAY_NAMES, DAYS_SHORT).get(day)) + "</th>";
  }

  private static String htmlHeader(PyObject self) {
    PyObject formatweekday = Overrides.find(self, "formatweekday");
    PyObject order = step(self, "iterweekdays", () -> Ops.iter(weekdayOrder(firstWeekday(self))));
    StringBuilder sb = new StringBuilder("<tr>");
    int i = 0;
    for (PyObject it = Ops.iter(order), day = Ops.next(it); day != null; day = Ops.next(it), i++) {
      sb.append(formatweekday == null ? htmlWeekday(self, day)
          : text(formatweekday.call(new PyObject[] {day}, null), i));
    }
    return sb.append("</tr>").toString();
  }

  private static String htmlMonthName(PyObject self, PyObject year, PyObject month, boolean withYear) {
    return "<tr><th colspan=\"7\" class=\"" + css(self, "cssclass_month_head") + "\">"
        + monthTitle(year, month, withYear, " ", false) + "</th></tr>";
  }

  private static String htmlMonth(PyObject self, PyObject year, PyObject month, boolean withYear) {
    StringBuilder sb = new StringBuilder();
    sb.append("<table border=\"0\" cellpadding=\"0\" cellspacing=\"0\" class=\"").append(css(self, "cssclass_month"))
        .append("\">\n");
    PyObject nameOverride = Overrides.find(self, "formatmonthname");
    sb.append(nameOverride == null ? htmlMonthName(self, year, month, withYear)
        : text(nameOverride.call(new PyObject[] {year, month, PyBool.of(withYear)}, new String[] {"withyear"}), 0));
    sb.append('\n');
    sb.append(textStep(self, "formatweekheader", () -> htmlHeader(self))).append('\n');
    for (PyObject it = Ops.iter(monthRows(self, year, month)), week = Ops.next(it); week != null;
        week = Ops.next(it)) {
      sb.append(htmlWeekText(self, week)).append('\n');
    }
    return sb.append("</table>\n").toString();
  }

  private static String htmlYear(PyObject self, PyObject year, int width) {
    width = Math.max(width, 1);
    StringBuilder sb = new StringBuilder();
    sb.append("<table border=\"0\" cellpadding=\"0\" cellspacing=\"0\" class=\"").append(css(self, "cssclass_year"))
        .append("\">\n");
    sb.append("<tr><th colspan=\"").append(width).append("\" class=\"").append(css(self, "cssclass_year_head"))
        .append("\">").append(Ops.str(year)).append("</th></tr>");
    PyObject monthOverride = Overrides.find(self, "formatmonth");
    for (int first = 1; first <= 12; first += width) {
      sb.append("<tr>");
      for (int m = first; m < Math.min(first + width, 13); m++) {
        PyInt month = PyInt.of(m);
        sb.append("<td>").append(monthOverride == null ? htmlMonth(self, year, month, false)
            : text(monthOverride.call(new PyObject[] {year, month, PyBool.FALSE}, new String[] {"withyear"}), 0))
            .append("</td>");
      }
      sb.append("</tr>");
    }
    return sb.append("</table>").toString();
  }

  /** A whole XHTML page around formatyear(), encoded (characters the encoding lacks as &#...;). */
  private static PyObject htmlPage(PyObject self, PyObject year, PyObject width, PyObject css, PyObject encoding) {
    String enc = Ops.str(encoding);
    StringBuilder sb = new StringBuilder();
    sb.append("<?xml version=\"1.0\" encoding=\"").append(enc).append("\"?>\n");
    sb.append("<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" ")
        .append("\"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd\">\n");
    sb.append("<html>\n<head>\n");
    sb.append("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=").append(enc).append("\" />\n");
    if (!Support.isNone(css)) {
      sb.append("<link rel=\"stylesheet\" type=\"text/css\" href=\"").append(Ops.str(css)).append("\" />\n");
    }
    sb.append("<title>Calendar for ").append(Ops.str(Ops.index(year))).append("</title>\n");
    sb.append("</head>\n<body>\n");
    sb.append(textStep(self, "formatyear", () -> htmlYear(self, year, Support.toInt(width)), year, width));
    sb.append("</body>\n</html>\n");
    return Ops.getattr(PyStr.of(sb.toString()), "encode")
        .call(new PyObject[] {encoding, PyStr.of("xmlcharrefreplace")}, null);
  }
}
