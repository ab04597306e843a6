import statistics as st
from fractions import Fraction
from decimal import Decimal
def attempt(expr):
    try:
        print(expr, "->", repr(eval(expr)))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)
for expr in ["st.mean(['1', '2'])", "st.mean([1, 'a'])", "st.median(['b', 'a', 'c'])", "st.mode(['a', 'b', 'a'])",
             "st.mean([Fraction(1, 3), Fraction(2, 3)])", "st.mean([Decimal('1.1'), Decimal('2.2')])",
             "st.mean([1, Decimal('1.5')])",
             "st.variance([Fraction(1, 2), Fraction(3, 2), 2])", "st.stdev([Decimal('1'), Decimal('2'), Decimal('4')])",
             "st.pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75])", "st.fmean([1, 2, 3], weights=[3, 2, 1])",
             "st.geometric_mean([54, 24, 36])", "st.harmonic_mean([40, 60], weights=[5, 30])",
             "st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5])", "st.median_grouped([52, 52, 53, 54], interval=2)",
             "st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=4, method='inclusive')", "st.quantiles(range(100), n=10)",
             "st.mode([])", "st.mean(iter([]))", "st.variance([1, 2], xbar=1.5)", "st.pvariance([1, 2, 3], mu=2)",
             "st.correlation([1, 2, 3], [3, 2, 1])", "st.covariance([1, 2, 3], [1, 2, 4])",
             "st.linear_regression([1, 2, 3], [2, 4, 6.5])", "st.linear_regression([1, 2, 3], [2, 4, 6], proportional=True)",
             "st.multimode([1, 1, 2, 2, 3])", "st.mean(x for x in [1, 2, 3])", "st.median(range(10))",
             "st.stdev([1, float('nan')])", "st.mean([float('inf'), 1])", "st.mean([True, False, True])",
             "st.harmonic_mean([1, 0])", "st.harmonic_mean([-1])", "st.geometric_mean([0])", "st.variance([Decimal('0.1')] * 3)"]:
    attempt(expr)
for data in [[Decimal("1.5"), Decimal("2.5"), Decimal("2.5"), Decimal("2.75"), Decimal("3.25"), Decimal("4.75")],
             [Decimal("0.1"), Decimal("0.2"), Decimal("0.4")], [Decimal(1), Decimal(1)], [Decimal("1e-20"), Decimal("3e-20")]]:
    print(st.stdev(data), st.pstdev(data), st.variance(data), st.pvariance(data), st.mean(data), st.median(data))
print(st.stdev([Fraction(1, 3), Fraction(2, 3), Fraction(5, 3)]), st.variance([Fraction(1, 3), Fraction(2, 3), Fraction(5, 3)]))
