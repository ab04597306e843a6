import calendar, numbers, fnmatch
from fractions import Fraction
from decimal import Decimal
print(calendar.monthrange(2024, 2), calendar.isleap(2024), calendar.leapdays(2000, 2025), calendar.weekday(2024, 3, 15))
print(list(calendar.month_name)[:3], calendar.day_abbr[0], calendar.month_abbr[12])
print(calendar.monthcalendar(2024, 2))
print(calendar.month(2024, 2))
print(calendar.timegm((2024, 1, 1, 0, 0, 0)))
c = calendar.Calendar(firstweekday=6)
print([d for d in c.itermonthdates(2024, 2)][:3])
print(calendar.TextCalendar().formatmonth(2023, 12, w=3))
try: calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e: print(type(e).__name__, e)
print(calendar.MONDAY, calendar.SUNDAY, calendar.firstweekday())
for v in [1, 1.5, 2j, Fraction(1, 2), Decimal("1.1"), True, "x", None]:
    print(repr(v), isinstance(v, numbers.Number), isinstance(v, numbers.Real), isinstance(v, numbers.Integral), isinstance(v, numbers.Rational))
print(issubclass(int, numbers.Complex), issubclass(bool, numbers.Integral))
names = ["report.csv", "data_2024.json", "notes.txt", "Report.CSV", "img[1].png"]
print(fnmatch.filter(names, "*.csv"), fnmatch.fnmatch("data_2024.json", "data_*.json"), fnmatch.fnmatchcase("A.txt", "a.*"))
print(fnmatch.translate("*.py"), fnmatch.translate("[!a-c]?x*"), fnmatch.filter(names, "img[[]*"))
