from datetime import date, datetime, timedelta, timezone, tzinfo
import datetime as dtm

utc = timezone.utc
print(repr(utc), str(utc), repr(dtm.UTC is utc))
ist = timezone(timedelta(hours=5, minutes=30))
est = timezone(timedelta(hours=-5), "EST")
print(repr(ist), str(ist), repr(est), str(est), ist.utcoffset(None), est.tzname(None), ist.dst(None))
a = datetime(2024, 1, 5, 12, 0, tzinfo=utc)
print(a, repr(a), a.isoformat(), a.utcoffset(), a.tzname())
b = a.astimezone(ist)
print(b, repr(b), b.tzname(), a == b, hash(a) == hash(b))
print(a.astimezone(est), (b - a), a.timestamp(), b.timestamp())
print(datetime.fromtimestamp(1700000000, tz=utc), datetime.utcfromtimestamp(1700000000.5))
print(datetime.fromtimestamp(0, est), datetime(2024, 1, 5, 12, 0).replace(tzinfo=est).astimezone(utc))
naive = datetime(2024, 1, 5, 12, 0)
print(naive == a, naive != a)
try:
    naive < a
except TypeError as e:
    print("TypeError:", e)
try:
    naive - a
except TypeError as e:
    print("TypeError:", e)
print(a.strftime("%Y-%m-%d %H:%M %z %Z"), b.strftime("%z|%Z"), naive.strftime("[%z][%Z]"))

class Fixed(tzinfo):
    def __init__(self, hours, name):
        self.off = timedelta(hours=hours)
        self.name = name
    def utcoffset(self, dt):
        return self.off
    def dst(self, dt):
        return timedelta(0)
    def tzname(self, dt):
        return self.name

c = datetime(2024, 6, 1, 8, 0, tzinfo=Fixed(2, "CEST"))
print(c, c.tzname(), c.astimezone(utc), c.utcoffset(), isinstance(c.tzinfo, tzinfo))
print(c.astimezone(Fixed(-7, "PDT")))
try:
    timezone(timedelta(hours=25))
except ValueError as e:
    print("ValueError:", e)
print(sorted([a, b.astimezone(est), datetime(2024, 1, 1, tzinfo=ist)]))
