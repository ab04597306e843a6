# The errors agent code typically hits with datetime, caught and printed with their exact messages
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt_mod


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


d = date(2024, 2, 29)
n = datetime(2024, 2, 29, 12, 0)
a = datetime(2024, 2, 29, 12, 0, tzinfo=timezone.utc)
td = timedelta(days=1)
t = time(8, 30)

print(repr(d), repr(n), repr(a), repr(td), repr(t), repr(timezone.utc))
print(type(d), type(n), type(td), type(t), type(timezone.utc), date.__module__, datetime.__name__, timedelta.__qualname__)
print(repr(date), repr(dt_mod.tzinfo), str(datetime), dt_mod.MINYEAR, dt_mod.MAXYEAR)

attempt("date + int", lambda: d + 1)
attempt("int + date", lambda: 1 + d)
attempt("date + date", lambda: d + d)
attempt("date - int", lambda: d - 5)
attempt("date - datetime", lambda: d - n)
attempt("datetime - date", lambda: n - d)
attempt("naive - aware", lambda: n - a)
attempt("aware - naive", lambda: a - n)
attempt("datetime + datetime", lambda: n + n)
attempt("time + timedelta", lambda: t + td)
attempt("time - time", lambda: t - time(1))
attempt("timedelta + int", lambda: td + 1)
attempt("timedelta * timedelta", lambda: td * td)
attempt("timedelta * str", lambda: td * "x")
attempt("timedelta / str", lambda: td / "2")
attempt("timedelta // float", lambda: td // 2.5)
attempt("timedelta % int", lambda: td % 2)
attempt("int / timedelta", lambda: 3 / td)
attempt("timedelta / 0", lambda: td / 0)
attempt("timedelta // 0", lambda: td // 0)
attempt("timedelta / timedelta(0)", lambda: td / timedelta(0))
attempt("date < int", lambda: d < 5)
attempt("date < str", lambda: d < "2024-01-01")
attempt("date == str", lambda: d == "2024-02-29")
attempt("date < datetime", lambda: d < n)
attempt("datetime < date", lambda: n < d)
attempt("datetime == date", lambda: n == d)
attempt("naive < aware", lambda: n < a)
attempt("naive == aware", lambda: n == a)
attempt("time < aware time", lambda: t < time(8, tzinfo=timezone.utc))
attempt("timedelta < int", lambda: td < 1)
attempt("timedelta > 0", lambda: td > 0)
attempt("sorted mixed", lambda: sorted([n, a]))
attempt("max mixed", lambda: max([d, n]))
attempt("min with None", lambda: min([d, None]))

attempt("date(2023, 2, 29)", lambda: date(2023, 2, 29))
attempt("date(2024, 13, 1)", lambda: date(2024, 13, 1))
attempt("date(0, 1, 1)", lambda: date(0, 1, 1))
attempt("date(10000, 1, 1)", lambda: date(10000, 1, 1))
attempt("date('2024', 1, 1)", lambda: date("2024", 1, 1))
attempt("date(2024.0, 1, 1)", lambda: date(2024.0, 1, 1))
attempt("date(2024, 1)", lambda: date(2024, 1))
attempt("date(year=2024, month=1, day=1, hour=1)", lambda: date(year=2024, month=1, day=1, hour=1))
attempt("datetime(2024, 1, 1, 24)", lambda: datetime(2024, 1, 1, 24))
attempt("datetime(2024, 1, 1, 1, 60)", lambda: datetime(2024, 1, 1, 1, 60))
attempt("datetime(2024, 1, 1, 1, 1, 60)", lambda: datetime(2024, 1, 1, 1, 1, 60))
attempt("datetime microsecond", lambda: datetime(2024, 1, 1, microsecond=1000000))
attempt("datetime tzinfo=str", lambda: datetime(2024, 1, 1, tzinfo="UTC"))
attempt("datetime fold=2", lambda: datetime(2024, 1, 1, fold=2))
attempt("time(25)", lambda: time(25))
attempt("time(tzinfo=5)", lambda: time(tzinfo=5))
attempt("timedelta(days='1')", lambda: timedelta(days="1"))
attempt("timedelta(days=1e10)", lambda: timedelta(days=1e10))
attempt("timedelta.max + td", lambda: timedelta.max + td)
attempt("date.max + td", lambda: date.max + td)
attempt("date.min - td", lambda: date.min - td)
attempt("datetime.max + td", lambda: datetime.max + td)
attempt("timezone(1)", lambda: timezone(1))
attempt("timezone(24h)", lambda: timezone(timedelta(hours=24)))
attempt("timezone(name=3)", lambda: timezone(timedelta(hours=1), 3))
attempt("replace(month=13)", lambda: d.replace(month=13))
attempt("replace(day=30)", lambda: d.replace(day=30))
attempt("replace(hour=1) on date", lambda: d.replace(hour=1))
attempt("replace(tzinfo=1)", lambda: n.replace(tzinfo=1))
attempt("fromordinal(0)", lambda: date.fromordinal(0))
attempt("fromisoformat(int)", lambda: date.fromisoformat(20240101))
attempt("fromisoformat('')", lambda: datetime.fromisoformat(""))
attempt("fromisocalendar week 54", lambda: date.fromisocalendar(2024, 54, 1))
attempt("fromisocalendar day 8", lambda: date.fromisocalendar(2024, 1, 8))
attempt("fromisocalendar 2024 w53", lambda: date.fromisocalendar(2024, 53, 1))
attempt("fromisocalendar 2020 w53", lambda: date.fromisocalendar(2020, 53, 1))
attempt("combine(str, time)", lambda: datetime.combine("2024-01-01", t))
attempt("combine(date, str)", lambda: datetime.combine(d, "08:30"))
attempt("strftime(int)", lambda: d.strftime(5))
attempt("isoformat sep", lambda: n.isoformat(sep="--"))
attempt("isoformat timespec", lambda: n.isoformat(timespec="nanoseconds"))
attempt("time isoformat timespec", lambda: t.isoformat(timespec="days"))
attempt("utcoffset str", lambda: a.utcoffset("x"))
attempt("astimezone(str)", lambda: a.astimezone("UTC"))
attempt("d.hour", lambda: d.hour)
attempt("d.year = 2000", lambda: setattr(d, "year", 2000))
attempt("td.days = 2", lambda: setattr(td, "days", 2))
attempt("hash(d) == hash(date)", lambda: hash(d) == hash(date(2024, 2, 29)))
attempt("fromtimestamp('x')", lambda: datetime.fromtimestamp("x"))
attempt("fromtimestamp(nan)", lambda: datetime.fromtimestamp(float("nan")))
attempt("timestamp huge", lambda: datetime.fromtimestamp(1e20))
attempt("tzinfo() abstract", lambda: datetime(2024, 1, 1, tzinfo=tzinfo()).utcoffset())
attempt("tzinfo() tzname", lambda: tzinfo().tzname(None))


class BadTz(tzinfo):
    def utcoffset(self, dt):
        return 3600

    def tzname(self, dt):
        return 5


class HugeTz(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=30)


attempt("bad utcoffset", lambda: datetime(2024, 1, 1, tzinfo=BadTz()).utcoffset())
attempt("bad tzname", lambda: datetime(2024, 1, 1, tzinfo=BadTz()).tzname())
attempt("bad isoformat", lambda: datetime(2024, 1, 1, tzinfo=BadTz()).isoformat())
attempt("huge utcoffset", lambda: datetime(2024, 1, 1, tzinfo=HugeTz()).utcoffset())
attempt("subclass timezone", lambda: type("X", (timezone,), {}))
attempt("subclass bool-like", lambda: type("Y", (date,), {})(2024, 1, 1))


class S(datetime):
    pass


attempt("date.__new__(5)", lambda: date.__new__(5))
attempt("date.__new__(int)", lambda: date.__new__(int, 2024, 1, 1))
attempt("date.__new__(S)", lambda: date.__new__(S, 2024, 1, 1))
attempt("date.__new__(datetime)", lambda: date.__new__(datetime, 2024, 1, 1))
attempt("datetime.__new__(date)", lambda: datetime.__new__(date, 2024, 1, 1))
attempt("timedelta.__new__(str)", lambda: timedelta.__new__(str))
attempt("time.__new__(S)", lambda: time.__new__(S))
attempt("tzinfo.__new__(int)", lambda: tzinfo.__new__(int))
attempt("date.__new__()", lambda: date.__new__())
attempt("datetime.__new__(S, 2024, 1, 1)", lambda: datetime.__new__(S, 2024, 1, 1))
