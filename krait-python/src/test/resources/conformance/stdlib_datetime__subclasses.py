# Python subclasses of date/datetime/time/timedelta: extra methods, constructors, arithmetic types
from datetime import date, datetime, time, timedelta, timezone
import copy


class MyDate(date):
    def quarter(self):
        return (self.month - 1) // 3 + 1

    def is_weekend(self):
        return self.weekday() >= 5

    def __str__(self):
        return f"Q{self.quarter()} {self.isoformat()}"


d = MyDate(2024, 5, 18)
print(type(d).__name__, repr(d), str(d), d.quarter(), d.is_weekend(), isinstance(d, date))
print(d.year, d.month, d.day, d.weekday(), d.isocalendar(), d.toordinal())
for r in [d + timedelta(days=1), timedelta(days=3) + d, d - timedelta(days=30), d.replace(day=1),
          MyDate.fromordinal(738000), MyDate.fromisoformat("2023-11-02"), MyDate.fromisocalendar(2024, 1, 1)]:
    print(type(r).__name__, repr(r))
print(type(d - date(2024, 1, 1)).__name__, d - date(2024, 1, 1), date(2024, 12, 25) - d)
print(d == date(2024, 5, 18), hash(d) == hash(date(2024, 5, 18)), d < date(2025, 1, 1), sorted([d, date(2020, 1, 1)]))
print(f"{d:%d %b}", d.strftime("%A"), d.ctime())
d.note = "tagged"
print(d.note, d.__dict__)
print(type(MyDate.today()).__name__, type(copy.copy(d)).__name__, copy.deepcopy(d) == d)
red = d.__reduce__()
print(red[0].__name__, red[1], type(red[0](*red[1])).__name__)


class Stamp(datetime):
    def day_key(self):
        return self.strftime("%Y-%m-%d")

    @classmethod
    def parse(cls, s):
        return cls.strptime(s, "%Y-%m-%d %H:%M")


s = Stamp(2024, 3, 9, 22, 15, tzinfo=timezone.utc)
print(type(s).__name__, repr(s), str(s), s.day_key(), isinstance(s, datetime), isinstance(s, date))
for r in [s + timedelta(hours=3), s - timedelta(days=1), s.replace(hour=1), s.astimezone(timezone(timedelta(hours=-5))),
          Stamp.parse("2024-01-02 03:04"), Stamp.fromisoformat("2024-01-02T03:04:05"),
          Stamp.fromtimestamp(0, timezone.utc), Stamp.combine(date(2024, 1, 1), time(9, 30)),
          Stamp.now(timezone.utc).replace(year=2000, month=1, day=1, hour=0, minute=0, second=0, microsecond=0)]:
    print(type(r).__name__, repr(r))
print(type(s.date()).__name__, type(s.time()).__name__, type(s - s).__name__, s - Stamp(2024, 3, 9, tzinfo=timezone.utc))
print(Stamp.min, type(Stamp.min).__name__, Stamp.utcfromtimestamp(86400).day_key())


class Dur(timedelta):
    def hours(self):
        return self.total_seconds() / 3600

    def __repr__(self):
        return f"Dur({self.hours():.2f}h)"


x = Dur(hours=5, minutes=30)
print(type(x).__name__, repr(x), str(x), x.hours(), x.days, x.seconds)
for r in [x + timedelta(hours=1), x * 2, -x, abs(x), x // 2, x % timedelta(hours=2), x / 2]:
    print(type(r).__name__, r)
print(x / timedelta(minutes=30), x // timedelta(hours=1), divmod(x, timedelta(hours=2)))
print(type(datetime(2024, 1, 1) + x).__name__, datetime(2024, 1, 1) + x)


class ClockTime(time):
    def minutes(self):
        return self.hour * 60 + self.minute


ct = ClockTime(9, 45, 30)
print(type(ct).__name__, repr(ct), str(ct), ct.minutes(), ct.isoformat(timespec="minutes"))
r = ct.replace(hour=10)
print(type(r).__name__, r, r.minutes(), ct < time(10), ClockTime.fromisoformat("07:08").minutes())


class Event(datetime):
    def __new__(cls, *args, label="", **kw):
        self = super().__new__(cls, *args, **kw)
        self.label = label
        return self

    def __repr__(self):
        return f"<Event {self.label} {self.isoformat()}>"


evs = [Event(2024, 1, 3, label="b"), Event(2024, 1, 1, 12, label="a"), Event(2024, 1, 2, label="c")]
print(sorted(evs), min(evs).label, max(evs).label)
print([e.label for e in sorted(evs, reverse=True)])
