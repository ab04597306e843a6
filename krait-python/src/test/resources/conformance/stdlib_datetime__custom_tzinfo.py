# tzinfo subclasses written in Python: fixed offsets, a DST rule (the docs' USTimeZone), fromutc, fold
from datetime import date, datetime, time, timedelta, timezone, tzinfo

ZERO = timedelta(0)
HOUR = timedelta(hours=1)


class FixedOffset(tzinfo):
    def __init__(self, minutes, name):
        self._offset = timedelta(minutes=minutes)
        self._name = name

    def utcoffset(self, dt):
        return self._offset

    def tzname(self, dt):
        return self._name

    def dst(self, dt):
        return ZERO

    def __repr__(self):
        return f"FixedOffset({self._name})"


def first_sunday_on_or_after(dt):
    days_to_go = 6 - dt.weekday()
    if days_to_go:
        dt += timedelta(days_to_go)
    return dt


DSTSTART = datetime(1, 3, 8, 2)
DSTEND = datetime(1, 11, 1, 2)


class USTimeZone(tzinfo):
    def __init__(self, hours, reprname, stdname, dstname):
        self.stdoffset = timedelta(hours=hours)
        self.reprname = reprname
        self.stdname = stdname
        self.dstname = dstname

    def __repr__(self):
        return self.reprname

    def tzname(self, dt):
        return self.dstname if self.dst(dt) else self.stdname

    def utcoffset(self, dt):
        return self.stdoffset + self.dst(dt)

    def dst(self, dt):
        if dt is None or dt.tzinfo is None:
            return ZERO
        assert dt.tzinfo is self
        start = first_sunday_on_or_after(DSTSTART.replace(year=dt.year))
        end = first_sunday_on_or_after(DSTEND.replace(year=dt.year))
        dt = dt.replace(tzinfo=None)
        if start + HOUR <= dt < end - HOUR:
            return HOUR
        if end - HOUR <= dt < end:
            return ZERO if dt.fold else HOUR
        if start <= dt < start + HOUR:
            return HOUR if dt.fold else ZERO
        return ZERO

    def fromutc(self, dt):
        assert dt.tzinfo is self
        start = first_sunday_on_or_after(DSTSTART.replace(year=dt.year))
        end = first_sunday_on_or_after(DSTEND.replace(year=dt.year))
        std_time = dt.replace(tzinfo=None) + self.stdoffset
        dst_time = std_time + HOUR
        if end <= dst_time < end + HOUR:
            return std_time.replace(tzinfo=self, fold=1)
        if std_time < start or dst_time >= end:
            return std_time.replace(tzinfo=self)
        return dst_time.replace(tzinfo=self)


Eastern = USTimeZone(-5, "Eastern", "EST", "EDT")
Pacific = USTimeZone(-8, "Pacific", "PST", "PDT")
kathmandu = FixedOffset(345, "NPT")

w = datetime(2024, 1, 15, 12, 0, tzinfo=Eastern)
s = datetime(2024, 7, 15, 12, 0, tzinfo=Eastern)
for x in (w, s):
    print(repr(x), x, x.utcoffset(), x.dst(), x.tzname(), x.timetuple().tm_isdst, x.strftime("%H:%M %Z %z"))
    print("  ->", x.astimezone(timezone.utc), x.astimezone(Pacific), x.astimezone(kathmandu), x.timestamp())
print(s - w, s.astimezone(Pacific) - s, s == s.astimezone(Pacific), s.astimezone(Pacific).tzinfo)
print(sorted([s, w.astimezone(kathmandu), datetime(2024, 3, 1, tzinfo=timezone.utc)]))

print("-- spring forward 2024-03-10")
u0 = datetime(2024, 3, 10, 5, 0, tzinfo=timezone.utc)
for i in range(4):
    u = u0 + timedelta(minutes=30 * i)
    e = u.astimezone(Eastern)
    print(u.strftime("%H:%M UTC"), "->", e.strftime("%H:%M %Z"), e.fold, e.utcoffset())
print("-- fall back 2024-11-03")
u0 = datetime(2024, 11, 3, 4, 30, tzinfo=timezone.utc)
for i in range(4):
    u = u0 + timedelta(minutes=30 * i)
    e = u.astimezone(Eastern)
    print(u.strftime("%H:%M UTC"), "->", e, e.tzname(), e.fold, e.astimezone(timezone.utc) == u)
amb = datetime(2024, 11, 3, 1, 30, tzinfo=Eastern)
print(amb.tzname(), amb.replace(fold=1).tzname(), amb.replace(fold=1) - amb, amb == amb.replace(fold=1))
print(amb.replace(fold=1).astimezone(timezone.utc) - amb.astimezone(timezone.utc))

print("-- fixed offset and time objects")
k = datetime(2024, 5, 1, 9, 0, tzinfo=kathmandu)
print(k, repr(k), k.isoformat(), k.utcoffset(), k.tzname(), k.astimezone(timezone.utc))
t = time(9, 30, tzinfo=kathmandu)
print(t, repr(t), t.utcoffset(), t.tzname(), t.dst(), t.isoformat(), t.strftime("%H:%M %z %Z"))
print(time(9, 30, tzinfo=Eastern).utcoffset(), time(9, 30, tzinfo=Eastern).tzname(), t < time(4, tzinfo=timezone.utc))
print(datetime.combine(date(2024, 5, 1), t), datetime.combine(date(2024, 7, 1), time(8), tzinfo=Eastern).tzname())
print(datetime.fromtimestamp(1714550400, Eastern), datetime.fromtimestamp(1714550400, tz=kathmandu))
now = datetime.now(Eastern)
print(type(now).__name__, now.tzinfo is Eastern, now.tzname() in ("EST", "EDT"))


class NoneOffset(tzinfo):
    def utcoffset(self, dt):
        return None

    def dst(self, dt):
        return None

    def tzname(self, dt):
        return None


n = datetime(2024, 1, 1, tzinfo=NoneOffset())
print(n, n.utcoffset(), n.tzname(), n.dst(), n.strftime("[%z][%Z]"), n - datetime(2023, 12, 31), n < datetime(2024, 2, 1))
try:
    print(n.astimezone(timezone.utc), n.astimezone(kathmandu))
except Exception as e:
    print(type(e).__name__, e)


class OnlyOffset(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=2)


o = datetime(2024, 1, 1, 12, tzinfo=OnlyOffset())
print(o.utcoffset(), o.astimezone(timezone.utc))
for fn in (o.dst, o.tzname, lambda: datetime(2024, 1, 1, tzinfo=timezone.utc).astimezone(OnlyOffset())):
    try:
        print(fn())
    except NotImplementedError as e:
        print("NotImplementedError:", e)
same = datetime(2024, 1, 1, 10, tzinfo=kathmandu), datetime(2024, 1, 1, 9, tzinfo=FixedOffset(345, "other"))
print(same[0] > same[1], same[0] - same[1], hash(datetime(2024, 1, 1, 4, 15, tzinfo=timezone.utc)) == hash(datetime(2024, 1, 1, 10, tzinfo=kathmandu)))
print(isinstance(kathmandu, tzinfo), issubclass(USTimeZone, tzinfo), tzinfo.__name__, timezone.__mro__)
