# datetime values travelling through other code: copy, json, dataclasses, dicts/sets, sorting,
# reduce states, subclass constructors called by arithmetic, tzinfo.fromutc overrides
from datetime import date, datetime, time, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo
import copy
import dataclasses
import json

d = datetime(2024, 3, 5, 7, 8, 9, 10, tzinfo=timezone(timedelta(hours=2)))
print(json.dumps({"t": d, "d": date(2024, 1, 1), "td": timedelta(hours=1)}, default=str))
print(json.dumps([d.isoformat(), d.date().isoformat(), d.timestamp()]))
for bad in (d, date(2024, 1, 1), timedelta(1), time(1)):
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError:", e)
print(json.loads('{"when": "2024-03-05T07:08:09Z"}', object_hook=lambda o: {k: datetime.fromisoformat(v) for k, v in o.items()}))
print(copy.deepcopy({"a": [d, timedelta(hours=5), date(2024, 1, 1), time(1)]}))
print(copy.copy(d) == d, copy.copy(d) is d, copy.deepcopy(d).tzinfo == d.tzinfo, copy.copy(timezone.utc) is timezone.utc)
print(hash(date(2024, 1, 1)) == hash(datetime(2024, 1, 1)), date(2024, 1, 1) == datetime(2024, 1, 1))
print(len({datetime(2024, 1, 1, 12, tzinfo=timezone.utc), datetime(2024, 1, 1, 13, tzinfo=timezone(timedelta(hours=1))),
           datetime(2024, 1, 1, 7, tzinfo=ZoneInfo("America/New_York"))}))
print(datetime.combine(date(2024, 1, 1), datetime.min.time()), datetime.min.time(), datetime.max.time(), date.resolution)
print(str(timezone(timedelta(0))), timezone(timedelta(0)) is timezone.utc, timezone(timedelta(0), "Z"), timezone(timedelta(0), ""))
print(timedelta(days=1) == 86400, timedelta(0) == 0, bool(time(0)), bool(datetime.min), bool(timedelta(microseconds=1)))
print(repr(d.timetz()), d.timetz() == time(7, 8, 9, 10, tzinfo=timezone(timedelta(hours=2))))
print(date.__doc__, "|", timezone.__doc__, "|", tzinfo.__doc__)
print(datetime.__module__, type(d).__qualname__, type(ZoneInfo("UTC")).__module__, repr(ZoneInfo), repr(time))
for spec in ["", ">10", "s"]:
    try:
        print(repr(format(timedelta(hours=5), spec)))
    except TypeError as e:
        print("TypeError:", e)


@dataclasses.dataclass(order=True)
class Event:
    when: datetime
    name: str = ""
    duration: timedelta = dataclasses.field(default_factory=lambda: timedelta(minutes=30))


evs = [Event(datetime(2024, 1, 2, 9), "b"), Event(datetime(2024, 1, 1, 15), "a", timedelta(hours=2)), Event(datetime(2024, 1, 2, 8), "c")]
for e in sorted(evs):
    print(e, (e.when + e.duration).time())
print(dataclasses.asdict(evs[1]), dataclasses.replace(evs[0], when=evs[0].when.replace(hour=10)))
by_day = {}
for e in evs:
    by_day.setdefault(e.when.date(), []).append(e.name)
print(sorted(by_day.items()), max(by_day), min(by_day, key=lambda k: len(by_day[k])))

print("-- reduce states")
print(datetime(2024, 1, 1, 1, 2, 3, 456, tzinfo=timezone.utc).__reduce__())
print(datetime(2024, 11, 3, 1, 30, fold=1).__reduce__(), datetime(2024, 11, 3, 1, 30, fold=1).__reduce_ex__(4))
print(datetime(b'\x07\xe8\x01\x01\x01\x02\x03\x00\x01\xc8', timezone.utc), repr(datetime(b'\x07\xe8\x0b\x03\x01\x1e\x00\x00\x00\x00')))
print(date(2024, 1, 1).__reduce__(), time(1, 2, 3, 4).__reduce__(), time(1, 2, fold=1).__reduce_ex__(4), timedelta(1, 2, 3).__reduce__())
print(repr(date(b'\x07\xe8\x02\x1d')), repr(time(b'\x81\x02\x00\x00\x00\x00')), repr(copy.deepcopy(datetime(2024, 1, 1, fold=1))))

print("-- subclass constructors")


class D(date):
    def __new__(cls, s):
        y, m, dd = map(int, s.split("-"))
        return super().__new__(cls, y, m, dd)


x = D("2024-01-05")
print(repr(x), repr(x.replace(day=6)), type(x.replace(day=6)).__name__)
for op in (lambda: x + timedelta(1), lambda: D.fromordinal(1), lambda: copy.copy(x)):
    try:
        print(op())
    except TypeError as e:
        print("TypeError:", e)


class W(datetime):
    def __init__(self, *a, **k):
        self.made = True


w = W(2024, 1, 1)
w.extra = 1
print(w.made, (w + timedelta(1)).made, hasattr(w.replace(day=3), "made"), copy.copy(w).__dict__, w.__dict__)
print(repr(W.fromisoformat("2024-05-05T01:02:03+01:00")), repr(W.now(ZoneInfo("UTC")).replace(year=2000, month=1, day=1, hour=0, minute=0, second=0, microsecond=0)))
wz = W(2024, 11, 3, 6, 30, tzinfo=timezone.utc).astimezone(ZoneInfo("America/New_York"))
print(repr(wz), wz.fold, hasattr(wz, "made"), repr(copy.deepcopy(W(2024, 1, 1, fold=1))))


class T(timedelta):
    pass


t = T(hours=1)
print(repr(t), type(t * 2).__name__, T.max, type(T.max).__name__, t == timedelta(hours=1), hash(t) == hash(timedelta(hours=1)), T(1, 2, 3).__reduce__())


class MyTz(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=1)

    def dst(self, dt):
        return timedelta(0)

    def tzname(self, dt):
        return "X"

    def __repr__(self):
        return "MyTz()"


class LoggingTz(MyTz):
    def fromutc(self, dt):
        r = super().fromutc(dt)
        print("  fromutc", repr(dt), "->", repr(r))
        return r


print(datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone(LoggingTz()))
print(datetime.fromtimestamp(0, LoggingTz()), datetime.now(MyTz()).tzname())
print(copy.deepcopy(datetime(2024, 1, 1, tzinfo=MyTz())), copy.deepcopy(datetime(2024, 1, 1, tzinfo=MyTz())).tzinfo)
print(datetime(2024, 1, 1, tzinfo=MyTz()) - datetime(2023, 12, 31, 23, tzinfo=timezone.utc), isinstance(MyTz(), tzinfo))
for bad in (datetime(2024, 1, 1), 5):
    try:
        MyTz().fromutc(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
