/*
 * The Rummikub solver's sweep (tutor/games/rummikub/solver.py, ``_search``) in C.
 *
 * Same search, same order, same scores: a depth-first branch and bound over the 65 steps
 * (13 numbers x 4 colours + one group step per number), memoised on (step, state key).
 * solver.py prepares everything that depends on the problem (per-step counts and limits, the
 * upper-bound table) and turns the chosen codes back into a plan; this file only searches.
 * The pure-Python search in solver.py stays the reference (tests compare the two) and the
 * fallback where this module was not built.
 *
 * Sweep(steps, jokers_total, jokers_must, ub)
 *   steps: 65 * 14 ints per step: colour (4 = group step), must, optional, tg, tr, jr,
 *          next1, next2, pin, at_least, real_min, group_min, face, group_jokers_min
 *          (for a group step: tg = table jokers in groups at that number)
 *   ub:    66 * 3 ints, the upper bound from a step on by jokers used so far, or None to
 *          compute the same table here (as solver.py's _search does)
 * .run(need, budget) -> (status, best): status 0 done, 1 out of budget (budget < 0: none)
 * .plan() -> (codes, final key): the best choice code at every step, from the root
 * .top() -> the bound from the root; .bounds() -> the whole table (66 * 3 ints, for tests)
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NS 35
#define STEPS 65
#define FIELDS 14
#define W_COUNT 1000000LL
#define W_VALUE 1000LL
#define JOKER_GAIN (W_COUNT + 30 * W_VALUE)
#define NEG_INF (-1000000000000000LL)
#define JOKERS 2

static int ST[NS][3];
static int ST_INDEX[5][5][5];
static const int64_t PC[4] = {1, NS, NS * NS, NS * NS * NS};
#define PJ ((int64_t)NS * NS * NS * NS)
#define PS (PJ * 3)
#define PM (PS * 9)

/* _GROUP_JOKERS[(total, largest)]: joker counts that let the real tiles form groups */
static int GJ[9][3][JOKERS + 2]; /* list, ended by -1 */

static int64_t floordiv(int64_t a, int64_t b) {
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    return q;
}

static void init_tables(void) {
    int i = 0;
    for (int a = 0; a < 5; a++)
        for (int b = 0; b < 5; b++)
            for (int c = 0; c < 5; c++) {
                ST_INDEX[a][b][c] = -1;
                if (a + b + c <= 4) {
                    ST[i][0] = a; ST[i][1] = b; ST[i][2] = c;
                    ST_INDEX[a][b][c] = i++;
                }
            }
    for (int total = 0; total < 9; total++)
        for (int largest = 0; largest < 3; largest++) {
            int k = 0;
            if (total == 0) {
                GJ[total][largest][k++] = 0;
            } else {
                for (int jokers = 0; jokers <= JOKERS; jokers++) {
                    int size = total + jokers, ok = 0;
                    for (int g = largest > 1 ? largest : 1; g <= total; g++)
                        if (3 * g <= size && size <= 4 * g) { ok = 1; break; }
                    if (ok) GJ[total][largest][k++] = jokers;
                }
            }
            GJ[total][largest][k] = -1;
        }
}

typedef struct {
    int64_t gain, rounded, delta, ub;
    int code;
} Kid;

typedef struct {
    int32_t start, count; /* into the kid pool; count -1: not computed yet */
} KidList;

typedef struct {
    PyObject_HEAD
    int step[STEPS][FIELDS];
    int jokers_total, jokers_must;
    int64_t ub[STEPS + 1][3];
    /* memo: open addressing on key * 128 + pos (+1, so that 0 marks an empty slot) */
    uint64_t *keys;
    int64_t *vals;
    int64_t *choice;
    uint8_t *exact;
    size_t cap, used;
    KidList *lists;
    Kid *pool;
    size_t pool_len, pool_cap;
    int64_t nodes, budget;
    int stopped, failed;
} Sweep;

enum { F_COLOUR, F_MUST, F_OPT, F_TG, F_TR, F_JR, F_NEXT1, F_NEXT2, F_PIN, F_AT_LEAST,
       F_REAL_MIN, F_GROUP_MIN, F_FACE, F_GJ_MIN };

#define LIST_INDEX(pos, what, gmax, used_j) ((((pos) * NS + (what)) * 3 + (gmax)) * 3 + (used_j))
#define LISTS (STEPS * NS * 9)

static int memo_grow(Sweep *s) {
    size_t cap = s->cap ? s->cap * 2 : 1 << 12;
    uint64_t *keys = calloc(cap, sizeof *keys);
    int64_t *vals = malloc(cap * sizeof *vals);
    int64_t *choice = malloc(cap * sizeof *choice);
    uint8_t *exact = malloc(cap);
    if (!keys || !vals || !choice || !exact) {
        free(keys); free(vals); free(choice); free(exact);
        return -1;
    }
    for (size_t i = 0; i < s->cap; i++) {
        if (!s->keys[i]) continue;
        size_t h = (size_t)((s->keys[i] * 0x9E3779B97F4A7C15ULL) >> 20) & (cap - 1);
        while (keys[h]) h = (h + 1) & (cap - 1);
        keys[h] = s->keys[i]; vals[h] = s->vals[i]; choice[h] = s->choice[i];
        exact[h] = s->exact[i];
    }
    free(s->keys); free(s->vals); free(s->choice); free(s->exact);
    s->keys = keys; s->vals = vals; s->choice = choice; s->exact = exact; s->cap = cap;
    return 0;
}

static inline size_t memo_slot(const Sweep *s, uint64_t k) {
    size_t h = (size_t)((k * 0x9E3779B97F4A7C15ULL) >> 20) & (s->cap - 1);
    while (s->keys[h] && s->keys[h] != k) h = (h + 1) & (s->cap - 1);
    return h;
}

static int memo_put(Sweep *s, uint64_t k, int64_t val, int64_t choice, int exact) {
    if ((s->used + 1) * 2 > s->cap && memo_grow(s) < 0) return -1;
    size_t h = memo_slot(s, k);
    if (!s->keys[h]) { s->keys[h] = k; s->used++; }
    s->vals[h] = val; s->choice[h] = choice; s->exact[h] = (uint8_t)exact;
    return 0;
}

static int push_kid(Sweep *s, Kid kid) {
    if (s->pool_len == s->pool_cap) {
        size_t cap = s->pool_cap ? s->pool_cap * 2 : 1024;
        Kid *pool = realloc(s->pool, cap * sizeof *pool);
        if (!pool) return -1;
        s->pool = pool; s->pool_cap = cap;
    }
    s->pool[s->pool_len++] = kid;
    return 0;
}

static inline int64_t imin(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t imax(int64_t a, int64_t b) { return a > b ? a : b; }

/* the rack jokers among `jokers` more used after `used_j` (table jokers are used first) */
static inline int64_t rack_jokers(int used_j, int jokers, int jokers_must) {
    return imax(0, used_j + jokers - imax(used_j, jokers_must));
}

/* _run_cell_choices / _group_cell_choices, then new_choices: the kids of a step, best gain
   first, in exactly the order of the Python search. */
static KidList *kids_of(Sweep *s, int pos, int what, int gmax, int used_j) {
    KidList *list = &s->lists[LIST_INDEX(pos, what, gmax, used_j)];
    if (list->count >= 0) return list;
    const int *d = s->step[pos];
    int start = (int)s->pool_len;
    int64_t *after = s->ub[pos + 1];
    if (d[F_COLOUR] == 4) {
        int total = what;
        for (int k = 0; GJ[total][gmax][k] >= 0; k++) {
            int jokers = GJ[total][gmax][k];
            if (used_j + jokers > s->jokers_total) break;
            if (jokers < d[F_GJ_MIN]) continue;
            Kid kid;
            kid.gain = imin(jokers, d[F_TG]) + rack_jokers(used_j, jokers, s->jokers_must) * JOKER_GAIN;
            kid.delta = jokers * PJ - (int64_t)total * PS - (int64_t)gmax * PM;
            kid.code = jokers;
            kid.rounded = floordiv(kid.gain, W_VALUE) * W_VALUE;
            kid.ub = after[used_j + jokers];
            if (push_kid(s, kid) < 0) return NULL;
        }
        /* out.sort(reverse=True) on (gain, delta, jokers) */
        int n = (int)s->pool_len - start;
        Kid *a = s->pool + start;
        for (int i = 1; i < n; i++) {
            Kid x = a[i];
            int j = i - 1;
            while (j >= 0 && (a[j].gain < x.gain || (a[j].gain == x.gain && (a[j].delta < x.delta
                   || (a[j].delta == x.delta && a[j].code < x.code))))) {
                a[j + 1] = a[j]; j--;
            }
            a[j + 1] = x;
        }
    } else {
        int colour = d[F_COLOUR], state = what;
        int n1 = ST[state][0], n2 = ST[state][1], n3 = ST[state][2];
        int need = n1 + n2;
        int must = d[F_MUST], optional = d[F_OPT];
        int jokers_free = s->jokers_total - used_j;
        for (int used = must; used <= must + optional; used++)
            for (int jokers = 0; jokers <= jokers_free; jokers++) {
                int total = used + jokers;
                for (int grouped = 0; grouped <= used; grouped++) {
                    int rest = total - grouped - need;
                    if (rest < 0) break;
                    int extended, fresh;
                    if (rest >= n3) { extended = n3; fresh = rest - n3; }
                    else { extended = rest; fresh = 0; }
                    if (fresh + n1 + n2 + extended > 4) continue;
                    int s2 = ST_INDEX[fresh][n1][n2 + extended];
                    if (jokers < d[F_PIN] || used < d[F_AT_LEAST] || used - grouped < d[F_REAL_MIN]
                        || grouped < d[F_GROUP_MIN]) continue;
                    int m1 = ST[s2][0], m2 = ST[s2][1];
                    int free_after = s->jokers_total - used_j - jokers;
                    if (m1 + m2 > d[F_NEXT1] + free_after || m1 > d[F_NEXT2] + free_after) continue;
                    Kid kid;
                    kid.delta = (int64_t)(s2 - state) * PC[colour] + jokers * PJ + grouped * PS;
                    if (grouped > gmax) kid.delta += (int64_t)(grouped - gmax) * PM;
                    kid.gain = (int64_t)(used - must) * (W_COUNT + d[F_FACE] * W_VALUE);
                    kid.gain += imin(grouped, d[F_TG]) + imin(used - grouped, d[F_TR])
                                + imin(jokers, d[F_JR]);
                    kid.gain += rack_jokers(used_j, jokers, s->jokers_must) * JOKER_GAIN;
                    kid.code = grouped + 3 * jokers + 9 * used;
                    kid.rounded = floordiv(kid.gain, W_VALUE) * W_VALUE;
                    kid.ub = after[used_j + jokers];
                    if (push_kid(s, kid) < 0) return NULL;
                }
            }
        /* stable sort by gain, high first */
        int n = (int)s->pool_len - start;
        Kid *a = s->pool + start;
        for (int i = 1; i < n; i++) {
            Kid x = a[i];
            int j = i - 1;
            while (j >= 0 && a[j].gain < x.gain) { a[j + 1] = a[j]; j--; }
            a[j + 1] = x;
        }
    }
    list = &s->lists[LIST_INDEX(pos, what, gmax, used_j)];
    list->start = start;
    list->count = (int)s->pool_len - start;
    return list;
}

static int final_ok(const Sweep *s, int64_t key) {
    for (int c = 0; c < 4; c++) {
        int st = (int)((key / PC[c]) % NS);
        if (ST[st][0] || ST[st][1]) return 0;
    }
    return (key / PJ) % 3 >= s->jokers_must;
}

static int64_t search(Sweep *s, int pos, int64_t key, int64_t need) {
    if (s->budget >= 0 && ++s->nodes > s->budget) { s->stopped = 1; return NEG_INF; }
    if (pos == STEPS) return final_ok(s, key) ? 0 : NEG_INF;
    uint64_t mkey = (uint64_t)(key * 128 + pos) + 1;
    size_t slot = memo_slot(s, mkey);
    int known = s->keys[slot] != 0;
    int64_t known_val = known ? s->vals[slot] : 0;
    if (known && (s->exact[slot] || known_val < need)) return known_val;
    int used_j = (int)((key / PJ) % 3);
    int64_t bound = s->ub[pos][used_j];
    if (known && known_val < bound) bound = known_val;
    if (bound < need) return bound;
    int colour = s->step[pos][F_COLOUR];
    int gmax = (int)((key / PM) % 3);
    int what = colour == 4 ? (int)((key / PS) % 9) : (int)((key / PC[colour]) % NS);
    KidList *list = kids_of(s, pos, what, gmax, used_j);
    if (!list) { s->failed = 1; s->stopped = 1; return NEG_INF; }
    int32_t first = list->start, count = list->count;
    int64_t best = NEG_INF, beyond = NEG_INF, best_choice = 0;
    for (int32_t i = 0; i < count; i++) {
        const Kid *kid = &s->pool[first + i]; /* the pool may move: index it afresh */
        int64_t gain = kid->gain, rounded = kid->rounded, ub = kid->ub, delta = kid->delta;
        int code = kid->code;
        int64_t bar;
        if (best == NEG_INF) bar = need - rounded;
        else bar = imax(need, (floordiv(best, W_VALUE) + 1) * W_VALUE) - rounded;
        if (ub < bar) {
            if (gain + ub > beyond) beyond = gain + ub;
            continue;
        }
        int64_t nk = key + delta;
        int64_t r = search(s, pos + 1, nk, bar);
        if (s->stopped) return NEG_INF;
        if (r >= bar) {
            best = gain + r;
            best_choice = nk * 64 + code;
        } else if (gain + r > beyond) {
            beyond = gain + r;
        }
    }
    int rc;
    if (best != NEG_INF) rc = memo_put(s, mkey, best, best_choice, 1);
    else rc = memo_put(s, mkey, beyond, 0, 0);
    if (rc < 0) { s->failed = 1; s->stopped = 1; return NEG_INF; }
    return best != NEG_INF ? best : beyond;
}

/* The upper bound table of solver.py's _search (suffix sums, _jokers_needed, _joker_capped),
   from the step fields alone. Row n of the problem is step (n - 1) * 5 + colour. */
static int have_at(const Sweep *s, int n, int c) {
    if (n < 1 || n > 13) return 0;
    const int *d = s->step[(n - 1) * 5 + c];
    return d[F_MUST] + d[F_OPT];
}

static void compute_ub(Sweep *s) {
    int needed[14][4];
    for (int n = 1; n <= 13; n++) {
        int colours = 0;
        for (int c = 0; c < 4; c++) colours += have_at(s, n, c) > 0;
        for (int c = 0; c < 4; c++) {
            int best = 2 - (colours - 1);
            if (best < 0) best = 0;
            int lo = n - 2 > 1 ? n - 2 : 1, hi = n < 11 ? n : 11;
            for (int start = lo; start <= hi; start++) {
                int gaps = 0;
                for (int m = start; m < start + 3; m++)
                    if (m != n && !have_at(s, m, c)) gaps++;
                if (gaps < best) best = gaps;
            }
            needed[n][c] = best;
        }
    }
    int jt = s->jokers_total;
    int64_t suffix[STEPS + 1][3];
    memset(suffix, 0, sizeof suffix);
    for (int i = STEPS - 1; i >= 0; i--) {
        const int *d = s->step[i];
        int n = i / 5 + 1, c = i % 5;
        for (int f = 0; f < 3; f++) {
            if (c == 4) { suffix[i][f] = suffix[i + 1][f] + d[F_TG]; continue; }
            int64_t extra = d[F_MUST] + d[F_JR];
            int rack = d[F_OPT];
            int64_t gain = rack ? rack * (W_COUNT + d[F_FACE] * W_VALUE + 1) : 0;
            suffix[i][f] = suffix[i + 1][f] + extra + ((rack && needed[n][c] <= f) ? gain : 0);
        }
    }
    /* _joker_capped: the tiles that need a joker, limited to 4 per free joker */
    int64_t far[STEPS + 1][3];
    memcpy(far, suffix, sizeof far);
    if (jt) {
        int64_t gains[3][128]; /* at most 2 copies x 52 cells */
        int glen[3] = {0, 0, 0};
        int64_t helped[3] = {0, 0, 0};
        for (int i = STEPS - 1; i >= 0; i--) {
            const int *d = s->step[i];
            int n = i / 5 + 1, c = i % 5;
            if (c != 4 && d[F_OPT] && needed[n][c] > 0) {
                int64_t gain = W_COUNT + d[F_FACE] * W_VALUE + 1;
                for (int f = needed[n][c]; f <= 2; f++) {
                    for (int k = 0; k < d[F_OPT]; k++) {
                        /* keep gains[f] sorted high first */
                        int j = glen[f]++;
                        while (j > 0 && gains[f][j - 1] < gain) { gains[f][j] = gains[f][j - 1]; j--; }
                        gains[f][j] = gain;
                    }
                    helped[f] += gain * d[F_OPT];
                }
            }
            for (int f = 1; f <= 2; f++) {
                if (glen[f] > 4 * f) {
                    int64_t top = 0;
                    for (int k = 0; k < 4 * f; k++) top += gains[f][k];
                    far[i][f] = suffix[i][f] - helped[f] + top;
                }
            }
        }
    }
    for (int i = 0; i < STEPS; i++) {
        int n = i / 5 + 1;
        int far_start = 5 * (n + 2) < STEPS ? 5 * (n + 2) : STEPS;
        int64_t near_i = suffix[i][jt] - suffix[far_start][jt];
        for (int used = 0; used <= jt; used++) {
            int spent = used > s->jokers_must ? used : s->jokers_must;
            s->ub[i][used] = near_i + far[far_start][jt - used] + (int64_t)(jt - spent) * JOKER_GAIN;
        }
        for (int used = jt + 1; used < 3; used++) s->ub[i][used] = 0;
    }
    for (int used = 0; used < 3; used++) s->ub[STEPS][used] = 0;
}

static int read_ints(PyObject *seq, int64_t *out, Py_ssize_t n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd ints", what, n);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (out[i] == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
    }
    Py_DECREF(fast);
    return 0;
}

/* One grid of the problem: rows 0..13 of 4 ints (row 0 unused), or None for all zeros. */
static int read_grid(PyObject *grid, int out[14][4], const char *what) {
    memset(out, 0, sizeof(int) * 14 * 4);
    if (grid == Py_None) return 0;
    PyObject *rows = PySequence_Fast(grid, what);
    if (!rows) return -1;
    if (PySequence_Fast_GET_SIZE(rows) != 14) {
        Py_DECREF(rows);
        PyErr_Format(PyExc_ValueError, "%s: expected 14 rows", what);
        return -1;
    }
    for (int n = 0; n < 14; n++) {
        PyObject *row = PySequence_Fast(PySequence_Fast_GET_ITEM(rows, n), what);
        if (!row) { Py_DECREF(rows); return -1; }
        if (PySequence_Fast_GET_SIZE(row) != 4) {
            Py_DECREF(row); Py_DECREF(rows);
            PyErr_Format(PyExc_ValueError, "%s: expected 4 colours per row", what);
            return -1;
        }
        for (int c = 0; c < 4; c++) {
            long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(row, c));
            if (v == -1 && PyErr_Occurred()) { Py_DECREF(row); Py_DECREF(rows); return -1; }
            if (v < 0 || v > 1000) {
                Py_DECREF(row); Py_DECREF(rows);
                PyErr_Format(PyExc_ValueError, "%s: value out of range", what);
                return -1;
            }
            out[n][c] = (int)v;
        }
        Py_DECREF(row);
    }
    Py_DECREF(rows);
    return 0;
}

static int read_row(PyObject *seq, int out[14], const char *what) {
    memset(out, 0, sizeof(int) * 14);
    if (seq == Py_None) return 0;
    int64_t buf[14];
    if (read_ints(seq, buf, 14, what) < 0) return -1;
    for (int n = 0; n < 14; n++) {
        if (buf[n] < 0 || buf[n] > 1000) {
            PyErr_Format(PyExc_ValueError, "%s: value out of range", what);
            return -1;
        }
        out[n] = (int)buf[n];
    }
    return 0;
}

/* The step fields from the problem's grids (solver._step_fields does the same in Python). */
static PyObject *fields_from_grids(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *g[10], *r[3];
    if (!PyArg_ParseTuple(args, "OOOOOOOOOOOOO", &g[0], &g[1], &g[2], &g[3], &g[4], &g[5], &g[6],
                          &g[7], &g[8], &r[0], &r[1], &r[2], &g[9]))
        return NULL;
    /* must, optional, in_group, in_run, joker_run, pin, rack_min, run_real_min,
       group_real_min; joker_group, face, group_joker_min; (unused) */
    int grid[9][14][4], row[3][14];
    static const char *names[9] = {"must", "optional", "in_group", "in_run", "joker_run", "pin",
                                   "rack_min", "run_real_min", "group_real_min"};
    static const char *row_names[3] = {"joker_group", "face", "group_joker_min"};
    for (int k = 0; k < 9; k++)
        if (read_grid(g[k], grid[k], names[k]) < 0) return NULL;
    for (int k = 0; k < 3; k++)
        if (read_row(r[k], row[k], row_names[k]) < 0) return NULL;
    PyObject *out = PyList_New(STEPS * FIELDS);
    if (!out) return NULL;
    Py_ssize_t i = 0;
    for (int n = 1; n <= 13; n++) {
        for (int c = 0; c < 5; c++) {
            int f[FIELDS] = {0};
            f[F_COLOUR] = c;
            f[F_FACE] = row[1][n];
            if (c == 4) {
                f[F_TG] = row[0][n];
                f[F_GJ_MIN] = row[2][n];
            } else {
                int m = grid[0][n][c];
                f[F_MUST] = m;
                f[F_OPT] = grid[1][n][c];
                f[F_TG] = grid[2][n][c];
                f[F_TR] = grid[3][n][c];
                f[F_JR] = grid[4][n][c];
                f[F_NEXT1] = n + 1 <= 13 ? grid[0][n + 1][c] + grid[1][n + 1][c] : 0;
                f[F_NEXT2] = n + 2 <= 13 ? grid[0][n + 2][c] + grid[1][n + 2][c] : 0;
                f[F_PIN] = grid[5][n][c];
                f[F_AT_LEAST] = m + grid[6][n][c];
                f[F_REAL_MIN] = grid[7][n][c];
                f[F_GROUP_MIN] = grid[8][n][c];
            }
            for (int k = 0; k < FIELDS; k++) {
                PyObject *v = PyLong_FromLong(f[k]);
                if (!v) { Py_DECREF(out); return NULL; }
                PyList_SET_ITEM(out, i++, v);
            }
        }
    }
    return out;
}

static int Sweep_init(Sweep *s, PyObject *args, PyObject *kw) {
    PyObject *steps, *ub;
    if (s->lists) {
        PyErr_SetString(PyExc_RuntimeError, "a Sweep is set up once");
        return -1;
    }
    int jokers_total, jokers_must;
    (void)kw;
    if (!PyArg_ParseTuple(args, "OiiO", &steps, &jokers_total, &jokers_must, &ub)) return -1;
    if (jokers_total < 0 || jokers_total > JOKERS || jokers_must < 0 || jokers_must > jokers_total) {
        PyErr_SetString(PyExc_ValueError, "joker counts out of range");
        return -1;
    }
    int64_t buf[STEPS * FIELDS];
    if (read_ints(steps, buf, STEPS * FIELDS, "steps") < 0) return -1;
    for (int p = 0; p < STEPS; p++)
        for (int f = 0; f < FIELDS; f++) {
            int64_t v = buf[p * FIELDS + f];
            if (v < -1000 || v > 1000) { PyErr_SetString(PyExc_ValueError, "step field out of range"); return -1; }
            s->step[p][f] = (int)v;
        }
    for (int p = 0; p < STEPS; p++) {
        int c = s->step[p][F_COLOUR];
        if (c < 0 || c > 4 || s->step[p][F_MUST] < 0 || s->step[p][F_OPT] < 0
            || s->step[p][F_MUST] + s->step[p][F_OPT] > 2) {
            PyErr_SetString(PyExc_ValueError, "bad step");
            return -1;
        }
    }
    s->jokers_total = jokers_total;
    s->jokers_must = jokers_must;
    if (ub == Py_None) {
        compute_ub(s);
    } else {
        int64_t ubuf[(STEPS + 1) * 3];
        if (read_ints(ub, ubuf, (STEPS + 1) * 3, "ub") < 0) return -1;
        for (int p = 0; p <= STEPS; p++)
            for (int j = 0; j < 3; j++) s->ub[p][j] = ubuf[p * 3 + j];
    }
    s->lists = malloc(LISTS * sizeof *s->lists);
    if (!s->lists) { PyErr_NoMemory(); return -1; }
    for (int i = 0; i < LISTS; i++) s->lists[i].count = -1;
    if (memo_grow(s) < 0) { PyErr_NoMemory(); return -1; }
    return 0;
}

static void Sweep_dealloc(Sweep *s) {
    free(s->keys); free(s->vals); free(s->choice); free(s->exact);
    free(s->lists); free(s->pool);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

static PyObject *Sweep_run(Sweep *s, PyObject *args) {
    long long need, budget;
    if (!PyArg_ParseTuple(args, "LL", &need, &budget)) return NULL;
    s->nodes = 0;
    s->budget = budget;
    s->stopped = 0;
    s->failed = 0;
    int64_t best = search(s, 0, 0, need);
    if (s->failed) return PyErr_NoMemory();
    return Py_BuildValue("(iL)", s->stopped ? 1 : 0, (long long)best);
}

static PyObject *Sweep_plan(Sweep *s, PyObject *noargs) {
    (void)noargs;
    PyObject *codes = PyList_New(STEPS);
    if (!codes) return NULL;
    int64_t key = 0;
    for (int pos = 0; pos < STEPS; pos++) {
        uint64_t mkey = (uint64_t)(key * 128 + pos) + 1;
        size_t slot = memo_slot(s, mkey);
        if (!s->keys[slot] || !s->exact[slot]) {
            Py_DECREF(codes);
            PyErr_SetString(PyExc_RuntimeError, "no plan: the search did not finish");
            return NULL;
        }
        int64_t packed = s->choice[slot];
        key = packed >> 6;
        PyList_SET_ITEM(codes, pos, PyLong_FromLong((long)(packed & 63)));
    }
    return Py_BuildValue("(NL)", codes, (long long)key);
}

static PyObject *Sweep_top(Sweep *s, PyObject *noargs) {
    (void)noargs;
    return PyLong_FromLongLong((long long)s->ub[0][0]);
}

static PyObject *Sweep_bounds(Sweep *s, PyObject *noargs) {
    (void)noargs;
    PyObject *out = PyList_New((STEPS + 1) * 3);
    if (!out) return NULL;
    for (int i = 0; i <= STEPS; i++)
        for (int j = 0; j < 3; j++)
            PyList_SET_ITEM(out, i * 3 + j, PyLong_FromLongLong((long long)s->ub[i][j]));
    return out;
}

static PyMethodDef Sweep_methods[] = {
    {"top", (PyCFunction)Sweep_top, METH_NOARGS, "top() -> the upper bound from the root"},
    {"bounds", (PyCFunction)Sweep_bounds, METH_NOARGS, "bounds() -> the upper-bound table, flat"},
    {"run", (PyCFunction)Sweep_run, METH_VARARGS, "run(need, budget) -> (status, best)"},
    {"plan", (PyCFunction)Sweep_plan, METH_NOARGS, "plan() -> (codes, final key)"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject SweepType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "tutor.games.rummikub._sweep.Sweep",
    .tp_basicsize = sizeof(Sweep),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Sweep_init,
    .tp_dealloc = (destructor)Sweep_dealloc,
    .tp_methods = Sweep_methods,
    .tp_doc = "The solver's branch-and-bound sweep over one problem (memo kept between runs).",
};

static PyMethodDef module_methods[] = {
    {"fields", fields_from_grids, METH_VARARGS,
     "fields(must, optional, in_group, in_run, joker_run, pin, rack_min, run_real_min, "
     "group_real_min, joker_group, face, group_joker_min, None) -> the step fields"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_sweep", "The Rummikub solver's sweep in C.", -1, module_methods,
};

PyMODINIT_FUNC PyInit__sweep(void) {
    init_tables();
    if (PyType_Ready(&SweepType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&SweepType);
    if (PyModule_AddObject(m, "Sweep", (PyObject *)&SweepType) < 0) {
        Py_DECREF(&SweepType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
