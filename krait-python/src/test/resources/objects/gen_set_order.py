# Generates set_order.txt for SetOrderTest: each line is "program => CPython repr".
# A program is a tiny stack language that SetOrderTest.java interprets the same way:
#   ints:1,2,3   push a list of ints        range:a,b,c  push list(range(a, b, c))
#   tuples:1.2,3.4  push a list of 2-tuples  set / frozenset  pop a list, push set(list)
#   | & - ^      pop b, pop a, push a OP b   .NAME  pop list b, call top.NAME(b) (mutating
#   methods keep the set; others replace it)  add:N / discard:N  mutate the top set
#   pop          top.pop() (result dropped)   copy  push top.copy()   hash  replace top by hash(top)
# Regenerate with: python3 gen_set_order.py > set_order.txt
import random
random.seed(1234)

def run(prog):
    st = []
    for tok in prog.split():
        if tok.startswith('ints:'):
            st.append([int(x) for x in tok[5:].split(',') if x])
        elif tok.startswith('range:'):
            st.append(list(range(*[int(x) for x in tok[6:].split(',')])))
        elif tok.startswith('tuples:'):
            st.append([tuple(int(y) for y in x.split('.')) for x in tok[7:].split(',') if x])
        elif tok == 'set':
            st.append(set(st.pop()))
        elif tok == 'frozenset':
            st.append(frozenset(st.pop()))
        elif tok in ('|', '&', '-', '^'):
            b = st.pop(); a = st.pop()
            st.append({'|': a.__or__, '&': a.__and__, '-': a.__sub__, '^': a.__xor__}[tok](b))
        elif tok.startswith('.'):
            b = st.pop(); a = st[-1]
            r = getattr(a, tok[1:])(b)
            if r is not None:
                st[-1] = r
        elif tok.startswith('add:'):
            st[-1].add(int(tok[4:]))
        elif tok.startswith('discard:'):
            st[-1].discard(int(tok[8:]))
        elif tok == 'pop':
            st[-1].pop()
        elif tok == 'copy':
            st.append(st[-1].copy())
        elif tok == 'hash':
            st.append(hash(st.pop()))
        else:
            raise ValueError(tok)
    return st[-1]

def ints(xs):
    return 'ints:' + ','.join(map(str, xs))

progs = [
    'ints:3,1,2 set', 'range:0,20,1 set', 'range:100,0,-7 set', 'ints:-1,-2,-3,0,1,2,3 set',
    'tuples:1.2,3.4,5.6,0.0 set', 'tuples:' + ','.join(f'{i}.{j}' for i in range(4) for j in range(3)) + ' set',
    ints([1 << 40, 1 << 62, 12345678901, -99999999999, 2**63 - 1, -2**63]) + ' set',
    'ints:0,8 set discard:0 add:16', 'ints:0,8,1 set discard:8 add:16',
    'ints:5,3,9,100,7 set pop pop', 'range:0,10,1 set ints:100,50,3 set |', 'ints:100,50,3 set range:0,10,1 set |',
    'range:0,30,1 set range:15,60,2 set &', 'range:10,60,2 set range:0,30,1 set &',
    'range:0,30,1 set range:0,30,3 set -', 'range:0,40,1 set ints:1,2 set -', 'range:0,20,1 set range:10,30,1 set ^',
    'range:0,9,1 set ints:20,30,40 .union', 'range:0,50,1 set range:45,10,-1 .intersection',
    'range:0,20,1 set ints:1,2,3,4 .difference', 'range:0,12,1 set ints:0,100,5,200 .symmetric_difference',
    'range:0,40,1 set range:2,50,3 .intersection_update', 'range:0,40,1 set range:0,40,2 .difference_update',
    'range:0,40,1 set range:30,45,1 .symmetric_difference_update', 'range:0,10,1 set copy', 'range:0,5,1 set copy',
    'range:0,40,1 set copy', 'ints:3,1,2 frozenset', 'range:0,10,1 frozenset ints:99,98 set |',
    'ints:1,2,3 frozenset hash', 'ints: frozenset hash', 'range:0,100,1 frozenset hash',
    'range:0,50,1 set range:0,50,3 .difference_update range:0,210,7 .update',
    'tuples:1.2,2.1,1.1 set tuples:0.0 set |',
    'range:0,20,1 set discard:0 discard:3 add:0', 'range:0,20,1 set discard:3 discard:0 add:0',
    'range:0,20,1 set discard:5 add:128', 'range:0,60,1 set range:0,60,4 .difference_update range:0,300,11 .update',
    'range:0,100,1 set range:0,100,2 .difference_update', 'range:0,9,1 set range:0,200,1 set .difference_update',
    'range:0,30,1 set range:5,400,1 set -', 'range:0,30,1 set range:0,30,1 set ^',
]
for n in (5, 9, 17, 40, 200):
    progs.append(ints(random.randrange(-10**6, 10**6) for _ in range(n)) + ' set')
for n in (6, 30):
    progs.append('tuples:' + ','.join(f'{random.randrange(100)}.{random.randrange(100)}' for _ in range(n)) + ' set')
for n in (10, 60):
    a = [random.randrange(200) for _ in range(n)]
    b = [random.randrange(200) for _ in range(n)]
    for op in ('|', '&', '-', '^'):
        progs.append(f'{ints(a)} set {ints(b)} set {op}')
for p in progs:
    print(p + ' => ' + repr(run(p)))
