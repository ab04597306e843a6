# strftime with every common directive on date/datetime/time, and strptime round trips and errors
from datetime import date, datetime, time, timedelta, timezone
import time as _time

DIRECTIVES = "aAwdbBmyYHIpMSfzZjUWcxX%GuVeCDFTRhnt"
samples = [
    datetime(2024, 1, 1, 0, 0, 0),
    datetime(2024, 2, 29, 12, 5, 9, 7),
    datetime(2023, 12, 31, 23, 59, 59, 999999, tzinfo=timezone.utc),
    datetime(2021, 1, 3, 13, 0, tzinfo=timezone(timedelta(hours=-4), "EDT")),
    datetime(5, 6, 7, 8, 9, 10),
    datetime(1999, 7, 4, 1, 2, 3, tzinfo=timezone(timedelta(hours=5, minutes=45))),
]
for s in samples:
    print(repr(s))
    print("  " + " ".join(f"%{c}=[{s.strftime('%' + c)}]" for c in DIRECTIVES))
print("-- no-pad variants")
for s in samples[:3]:
    print(s.strftime("%-d/%-m/%y %-H:%-M:%-S %-I%p %-j"))
print("-- date and time objects")
d = date(2024, 3, 5)
print(d.strftime("%Y-%m-%d %H:%M:%S %f %z %Z %p %j %a %U %W"), repr(d.strftime("")))
t = time(7, 8, 9, 123, tzinfo=timezone(timedelta(hours=2)))
print(t.strftime("%H:%M:%S.%f %p %I %z %Z | %Y-%m-%d %a %j"), time(19, 30).strftime("%I:%M %p"))
print(format(d, ""), format(d, "%d.%m.%Y"), f"{t:%H%M}", f"{samples[1]:%Y-%m-%dT%H:%M:%S.%f}", "{:%B %Y}".format(d))
print(d.strftime("100%% on %A"), d.strftime("%Q unknown %"), d.strftime("%Y%m%d" * 3), d.strftime("a%%b%%%d"))
print(d.strftime("日付 %Y年%m月%d日"), samples[0].strftime("%s" if False else "%Y"))
print(d.ctime(), samples[3].ctime(), _time.strftime("%Y-%m-%d %H:%M:%S", d.timetuple()))

print("-- strptime")
cases = [
    ("2024-03-15 14:30:00", "%Y-%m-%d %H:%M:%S"),
    ("15/03/24", "%d/%m/%y"),
    ("15/03/69", "%d/%m/%y"),
    ("15/03/68", "%d/%m/%y"),
    ("Friday, March 15, 2024", "%A, %B %d, %Y"),
    ("fri mar 15 2024", "%a %b %d %Y"),
    ("2024-03-15T14:30:00.5Z", "%Y-%m-%dT%H:%M:%S.%f%z"),
    ("2024-03-15 14:30:00 +05:30", "%Y-%m-%d %H:%M:%S %z"),
    ("2024-03-15 14:30:00 -0800", "%Y-%m-%d %H:%M:%S %z"),
    ("2024-03-15 14:30:00 UTC", "%Y-%m-%d %H:%M:%S %Z"),
    ("12:00 AM", "%I:%M %p"),
    ("12:00 PM", "%I:%M %p"),
    ("1:05 pm", "%I:%M %p"),
    ("2024 075", "%Y %j"),
    ("2024 10 1", "%Y %W %w"),
    ("2024 10 0", "%Y %U %w"),
    ("2024-W11-5", "%G-W%V-%u"),
    ("Feb 29", "%b %d"),
    ("5", "%d"),
    ("  2024-03-15", " %Y-%m-%d"),
    ("2024-3-5 7:8:9", "%Y-%m-%d %H:%M:%S"),
    ("Tue Mar  5 07:08:09 2024", "%c"),
    ("03/05/24", "%x"),
    ("07:08:09", "%X"),
    ("[15/Mar/2024:14:30:05 +0000]", "[%d/%b/%Y:%H:%M:%S %z]"),
    ("100% 2024", "100%% %Y"),
]
for s, f in cases:
    try:
        v = datetime.strptime(s, f)
        print(f"{s!r} {f!r} -> {v!r}")
    except ValueError as e:
        print(f"{s!r} {f!r} ValueError: {e}")
errors = [
    ("2024-03-15", "%Y/%m/%d"),
    ("2024-03-15 extra", "%Y-%m-%d"),
    ("2024-02-30", "%Y-%m-%d"),
    ("2023-02-29", "%Y-%m-%d"),
    ("24:00", "%H:%M"),
    ("2024", "%Y %"),
    ("2024", "%Y%Q"),
    ("2024-W11", "%G-W%V"),
    ("13 PM", "%I %p"),
    ("", "%Y"),
    ("2024-03-15 14:30:00 +25:00", "%Y-%m-%d %H:%M:%S %z"),
    ("2024-03-15 14:30 XYZ", "%Y-%m-%d %H:%M %Z"),
]
for s, f in errors:
    try:
        print(repr(datetime.strptime(s, f)))
    except ValueError as e:
        print(f"{s!r} {f!r} ValueError: {e}")
try:
    datetime.strptime(20240315, "%Y%m%d")
except TypeError as e:
    print("TypeError:", e)
try:
    datetime.strptime("2024")
except TypeError as e:
    print("TypeError:", e)
p = datetime.strptime("2024-03-15 14:30:00 +0530", "%Y-%m-%d %H:%M:%S %z")
print(p.tzinfo, p.utcoffset(), p.astimezone(timezone.utc), p.tzname())
st = _time.strptime("2024-03-15 14:30:00", "%Y-%m-%d %H:%M:%S")
print(st.tm_wday, st.tm_yday, st.tm_isdst, tuple(st))
print(datetime.strptime("2024-03-15", "%Y-%m-%d").date(), datetime.strptime("14:30", "%H:%M").time())
rows = ["03/15/2024 02:30 PM", "03/14/2024 11:00 AM", "03/15/2024 09:15 AM"]
parsed = sorted(datetime.strptime(r, "%m/%d/%Y %I:%M %p") for r in rows)
print([p.strftime("%Y-%m-%d %H:%M") for p in parsed])
print("-- glibc flags and extensions")
g = datetime(2024, 3, 5, 7, 8, 9, 10, tzinfo=timezone(timedelta(hours=2)))
for f in ["%k|%l|%P|%r|%s", "%^a %^B %#p %#Z", "%_d|%-d|%05d|%3m|%_H", "%Ey %Od %10A|%-10B|", "%-j %_j %C%y", "%q %Q %- %"]:
    print(repr(f), repr(g.strftime(f)), repr(date(2024, 12, 9).strftime(f)))
print(repr(time(15, 4).strftime("%l:%M %P")), repr(format(g, "%-I%p")))
for d in [datetime(2024, 1, 1), datetime(2024, 1, 1, tzinfo=timezone.utc), datetime(2024, 7, 1, tzinfo=timezone(timedelta(hours=2), "CEST"))]:
    print(repr(d.strftime("%-z|%^Z|%_z|%z|%Z|%-f|%3f")))
print(repr(date(2024, 1, 1).strftime("%3000d")), len(date(2024, 1, 1).strftime("%1023d")), len(date(2024, 1, 1).strftime("%Y" * 300)))
print(repr(_time.strftime("%f|%Z|%z", _time.gmtime(0))), repr(_time.strftime("%Z|%z", (2024, 1, 1, 0, 0, 0, 0, 1, -1))))
print(repr(_time.strftime("%Z|%z", (2024, 1, 1, 0, 0, 0, 0, 1, 0))), repr(_time.strftime("%Z|%z", _time.strptime("2024 +0130", "%Y %z"))))
