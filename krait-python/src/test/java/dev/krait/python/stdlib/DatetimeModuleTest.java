/*
 * Tests of datetime, time and zoneinfo through the object API; expected values from CPython 3.11.
 */
package dev.krait.python.stdlib;

import static dev.krait.python.stdlib.StdlibTestSupport.call;
import static dev.krait.python.stdlib.StdlibTestSupport.error;
import static dev.krait.python.stdlib.StdlibTestSupport.f;
import static dev.krait.python.stdlib.StdlibTestSupport.fn;
import static dev.krait.python.stdlib.StdlibTestSupport.i;
import static dev.krait.python.stdlib.StdlibTestSupport.meth;
import static dev.krait.python.stdlib.StdlibTestSupport.repr;
import static dev.krait.python.stdlib.StdlibTestSupport.s;
import static dev.krait.python.stdlib.StdlibTestSupport.str;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class DatetimeModuleTest {
  private final PyModule dt = DatetimeModule.create();

  private PyObject cls(String name) {
    return Ops.getattr(dt, name);
  }

  @Test
  void reprsAndStrings() {
    PyObject d = call(cls("datetime"), i(2024), i(1), i(5), i(10), i(30));
    assertThat(repr(d)).isEqualTo("datetime.datetime(2024, 1, 5, 10, 30)");
    assertThat(str(d)).isEqualTo("2024-01-05 10:30:00");
    PyObject td = call(cls("timedelta"), "days=", i(1), "seconds=", i(3600));
    assertThat(repr(td)).isEqualTo("datetime.timedelta(days=1, seconds=3600)");
    assertThat(str(call(cls("timedelta"), "hours=", f(-1.5)))).isEqualTo("-1 day, 22:30:00");
    assertThat(repr(call(cls("timedelta")))).isEqualTo("datetime.timedelta(0)");
  }

  @Test
  void arithmeticAndComparison() {
    PyObject a = call(cls("date"), i(2024), i(3), i(1));
    PyObject b = call(cls("date"), i(2024), i(1), i(5));
    assertThat(str(Ops.binary(a, b, Ops.Binary.SUB))).isEqualTo("56 days, 0:00:00");
    PyObject week = call(cls("timedelta"), "weeks=", i(1));
    assertThat(repr(Ops.binary(b, week, Ops.Binary.SUB))).isEqualTo("datetime.date(2023, 12, 29)");
    assertThat(Ops.lt(b, a)).isTrue();
    PyObject naive = call(cls("datetime"), i(2024), i(1), i(1));
    PyObject aware = call(cls("datetime"), i(2024), i(1), i(1), "tzinfo=", Ops.getattr(cls("timezone"), "utc"));
    assertThat(Ops.eq(naive, aware)).isFalse();
    assertThat(error(() -> Ops.lt(naive, aware)))
        .isEqualTo("TypeError: can't compare offset-naive and offset-aware datetimes");
  }

  @Test
  void validationMessages() {
    assertThat(error(() -> call(cls("date"), i(2024), i(2), i(30))))
        .isEqualTo("ValueError: day is out of range for month");
    assertThat(error(() -> call(cls("date"), i(2024), i(13), i(1)))).isEqualTo("ValueError: month must be in 1..12");
    assertThat(error(() -> call(cls("timedelta"), "days=", i(1_000_000_000))))
        .isEqualTo("OverflowError: days=1000000000; must have magnitude <= 999999999");
  }

  @Test
  void strftimeAndStrptime() {
    PyObject d = call(cls("datetime"), i(2024), i(1), i(5), i(9), i(7), i(3), i(120000));
    assertThat(str(meth(d, "strftime", s("%a %d %b %Y %I:%M %p %j %f")))).isEqualTo("Fri 05 Jan 2024 09:07 AM 005 120000");
    PyObject p = fn(cls("datetime"), "strptime", s("15/Mar/2024:14:30:05 +0530"), s("%d/%b/%Y:%H:%M:%S %z"));
    assertThat(repr(p)).isEqualTo("datetime.datetime(2024, 3, 15, 14, 30, 5, "
        + "tzinfo=datetime.timezone(datetime.timedelta(seconds=19800)))");
    assertThat(error(() -> fn(cls("datetime"), "strptime", s("2024-13-01"), s("%Y-%m-%d"))))
        .isEqualTo("ValueError: time data '2024-13-01' does not match format '%Y-%m-%d'");
  }

  @Test
  void isoformatRoundTrip() {
    PyObject p = fn(cls("datetime"), "fromisoformat", s("2024-01-05T10:30:00.123456-05:30"));
    assertThat(str(meth(p, "isoformat"))).isEqualTo("2024-01-05T10:30:00.123456-05:30");
    assertThat(repr(meth(call(cls("date"), i(2024), i(1), i(5)), "isocalendar")))
        .isEqualTo("datetime.IsoCalendarDate(year=2024, week=1, weekday=5)");
  }

  @Test
  void hostClockDrivesNow() {
    Clock prev = HostSources.setThreadClock(Clock.fixed(Instant.parse("2030-06-01T12:00:00Z"), ZoneOffset.UTC));
    try {
      assertThat(str(fn(cls("datetime"), "utcnow"))).isEqualTo("2030-06-01 12:00:00");
      assertThat(str(fn(cls("date"), "today"))).isEqualTo("2030-06-01");
      assertThat(repr(fn(TimeModule.create(), "time"))).isEqualTo("1906545600.0");
    } finally {
      HostSources.setThreadClock(prev);
    }
  }

  @Test
  void zoneinfoConversions() {
    PyObject ny = fn(ZoneinfoModule.create(), "ZoneInfo", s("America/New_York"));
    PyObject d = call(cls("datetime"), i(2024), i(7), i(4), i(12), "tzinfo=", ny);
    assertThat(str(meth(d, "utcoffset"))).isEqualTo("-1 day, 20:00:00");
    assertThat(str(meth(d, "tzname"))).isEqualTo("EDT");
    assertThat(str(meth(d, "astimezone", Ops.getattr(cls("timezone"), "utc")))).isEqualTo("2024-07-04 16:00:00+00:00");
  }
}
