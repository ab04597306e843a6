# An agent cell: summarise latencies from tool calls.
import statistics

latencies_ms = [120, 95, 130, 101, 87, 450, 99, 110, 105, 98, 93, 101]
print("mean", statistics.mean(latencies_ms))
print("median", statistics.median(latencies_ms))
print("stdev", round(statistics.stdev(latencies_ms), 3))
print("pstdev", statistics.pstdev(latencies_ms))
print("p90", statistics.quantiles(latencies_ms, n=10)[-1])
print("quartiles", statistics.quantiles(latencies_ms))
print("mode", statistics.mode(latencies_ms), statistics.multimode(latencies_ms))
scores = {"alice": [88, 92, 79], "bob": [75, 80], "carol": [95]}
for name, s in scores.items():
    print(name, statistics.mean(s), statistics.fmean(s), statistics.median(s))
try:
    statistics.stdev(scores["carol"])
except statistics.StatisticsError as e:
    print("StatisticsError:", e)
prices = [19.99, 5.25, 3.5, 12.0]
print(statistics.mean(prices), statistics.variance(prices), statistics.harmonic_mean(prices))
reg = statistics.linear_regression([2019, 2020, 2021, 2022], [10.0, 12.5, 15.0, 17.5])
print(reg, round(reg.slope * 2023 + reg.intercept, 2))
print(statistics.correlation([1, 2, 3, 4], [2, 4, 5, 9]))
