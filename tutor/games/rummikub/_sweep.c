/*
 * The Rummikub solver's sweep (tutor/games/rummikub/solver/sweep.py, ``search_python``) in C.
 *
 * Same search, same order, same scores: a depth-first branch and bound over the 65 steps
 * (13 numbers x 4 colours + one group step per number), memoised on (step, state key).
 * The solver package prepares everything that depends on the problem (per-step counts and
 * limits, the upper-bound table) and turns the chosen codes back into a plan; this file only
 * searches.
 * The pure-Python search in solver/sweep.py stays the reference (tests compare the two) and the
 * fallback where this module was not built.
 *
 * Sweep(steps, jokers_total, jokers_must, ub, marks=None, initial=0)
 *   steps: 65 * 16 ints per step: colour (4 = group step), must, optional, tg, tr, jr,
 *          next1, next2, pin, at_least, real_min, group_min, face, group_jokers_min,
 *          group_max (real tiles in groups at most), size_min (tiles in groups at least)
 *          (for a group step: tg = table jokers in groups at that number)
 *   ub:    66 * 3 ints, the upper bound from a step on by jokers used so far, or None to
 *          compute the same table here (as sweep.py's upper_table does)
 *   marks: up to 2 (kind, colour, number, role bits, near bits, home): sets the plan must hold
 *          (see Mark below; legal.py asks for them when the joker rules refuse a plan)
 *   initial: the initial meld (sweep.py's meld_children): rack tiles only, a joker worth the
 *          tile it stands for, and the meld's value (capped at 30) followed in the key, above
 *          the base state where the marks' states would be (no marks then)
 * .run(need, budget) -> (status, best): status 0 done, 1 out of budget (budget < 0: none)
 * .plan() -> (codes, final key): the best choice code at every step, from the root
 * .incumbent() -> (score, codes, final key) of the best complete plan any run has met so
 *          far (a leaf, or a subtree whose best is known), or None: what a search cut short
 *          by its budget still found
 * .top() -> the bound from the root; .bounds() -> the whole table (66 * 3 ints, for tests)
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NS 35
#define STEPS 65
#define FIELDS 16
#define W_COUNT 1000000LL
#define W_VALUE 1000LL
#define JOKER_GAIN (W_COUNT + 30 * W_VALUE)
#define NEG_INF (-1000000000000000LL)
#define JOKERS 2
#define LIMIT 1000000000000LL /* scores and bounds stay far inside it (and NEG_INF outside) */
#define MELD_MIN 30 /* the initial meld's least value */
#define MELD_TILE_MAX (W_COUNT + 13 * W_VALUE) /* the most a tile (or a joker) adds to a meld */

static int ST[NS][3];
static int ST_INDEX[5][5][5];
static const int64_t PC[4] = {1, NS, NS * NS, NS * NS * NS};
#define PJ ((int64_t)NS * NS * NS * NS)
#define PS (PJ * 3)
#define PM (PS * 9)

/* _GROUP_JOKERS: joker counts that let the real tiles form groups of 3-4, one tile with two
   jokers at any number (problem.py's _group_joker_options) */
static int GJ[9][3][JOKERS + 2]; /* [total][largest]: a list, ended by -1 */

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

/* A memo entry: the value from (step, key) on, exact or an upper bound, packed as
   value * 2 + exact; 16 bytes, four to a cache line. The best choice of an exact entry
   (next key * 64 + choice code) sits in a parallel array that only plan() reads. */
typedef struct {
    uint64_t key; /* key * 128 + step + 1; 0: empty */
    int64_t packed;
} Entry;

typedef struct {
    int32_t start, count; /* into the kid pool; ready 0: not computed yet (calloc) */
    int32_t ready;
} KidList;

/* A mark: a set the plan must hold, followed through the sweep (see mark_variants; sweep.py's
   _Marks follows marks the same way).
   HOME: a set (a run of any colour or a group of any number) with `role` (1 or 2) jokers
   beyond the pinned ones and a tile added from the rack (the rules count a freed joker's set
   once per joker in it).
   RUN_REPLACE: a run of `colour` with the real tile of cell `number` and a real tile at one
   of the numbers in `near` (bits). GROUP_REPLACE: a group of `number` with a real tile of a
   colour in `role` and one of a colour in `near` (bits). Either may also be the home of
   `home` (0..2) freed jokers: then the same set holds that many spare jokers and a rack
   tile, as a HOME mark would. RUN_STAY: a run of `colour` with a joker at cell `number`
   and a real tile at one of the numbers in `near` (a table joker kept in place beside an
   old set-mate); `home` as above. */
enum { MARK_HOME = 1, MARK_RUN_REPLACE = 2, MARK_GROUP_REPLACE = 3, MARK_RUN_STAY = 4 };
#define MAX_MARKS 2
typedef struct {
    int kind, colour, number, role, near, home;
} Mark;

/* the jokers and rack tile a mark's set needs (a HOME mark keeps its count in `role`) */
static inline int mark_need(const Mark *m) { return m->kind == MARK_HOME ? m->role : m->home; }
/* a mark that follows a run of its colour through its number (a replacement or a stay) */
static inline int mark_is_run(const Mark *m) {
    return m->kind == MARK_RUN_REPLACE || m->kind == MARK_RUN_STAY;
}

/* The key above the base state (which stays below MK): each mark's state (0 not started,
   1 done, 2 + ((colour * 3 + length - 1) * 32 + flags) for an open run; flags: bit 0 the
   joker's tile, bit 1 an old set-mate, bits 2-3 spare jokers, bit 4 a rack tile) and three
   bits per mark for what went to groups at the current number (a role colour, a set-mate's
   colour, a rack tile). */
#define MK ((int64_t)1 << 27)
#define MSTATES 386
#define MARK_BITS 3
#define MBITS ((int64_t)MSTATES * MSTATES)

typedef struct {
    PyObject_HEAD
    int step[STEPS][FIELDS];
    int jokers_total, jokers_must;
    int64_t ub[STEPS + 1][3];
    /* memo: open addressing on key * 128 + pos (+1, so that 0 marks an empty slot) */
    Entry *memo;
    int64_t *choices;
    size_t cap, used;
    KidList *lists;
    Kid *pool;
    size_t pool_len, pool_cap;
    int64_t nodes, budget;
    int stopped, failed;
    int nmarks, same_marks;
    Mark mark[MAX_MARKS];
    uint8_t rack_after[4][15]; /* rack tiles of a colour at a number above n */
    int initial;
    /* the path of the running search (choice codes from the root) and the best complete
       plan met so far: the incumbent */
    uint8_t path[STEPS];
    uint8_t inc_codes[STEPS];
    int64_t inc_score, inc_key;
    int has_inc;
} Sweep;

enum { F_COLOUR, F_MUST, F_OPT, F_TG, F_TR, F_JR, F_NEXT1, F_NEXT2, F_PIN, F_AT_LEAST,
       F_REAL_MIN, F_GROUP_MIN, F_FACE, F_GJ_MIN, F_GROUP_MAX, F_SIZE_MIN };

#define LIST_INDEX(pos, what, gmax, used_j) ((((pos) * NS + (what)) * 3 + (gmax)) * 3 + (used_j))
#define LISTS (STEPS * NS * 9)

static int memo_grow(Sweep *s) {
    size_t cap = s->cap ? s->cap * 2 : 1 << 10;
    Entry *memo = calloc(cap, sizeof *memo);
    int64_t *choices = malloc(cap * sizeof *choices);
    if (!memo || !choices) { free(memo); free(choices); return -1; }
    for (size_t i = 0; i < s->cap; i++) {
        if (!s->memo[i].key) continue;
        size_t h = (size_t)((s->memo[i].key * 0x9E3779B97F4A7C15ULL) >> 20) & (cap - 1);
        while (memo[h].key) h = (h + 1) & (cap - 1);
        memo[h] = s->memo[i];
        choices[h] = s->choices[i];
    }
    free(s->memo);
    free(s->choices);
    s->memo = memo;
    s->choices = choices;
    s->cap = cap;
    return 0;
}

static inline size_t memo_slot(const Sweep *s, uint64_t k) {
    size_t h = (size_t)((k * 0x9E3779B97F4A7C15ULL) >> 20) & (s->cap - 1);
    while (s->memo[h].key && s->memo[h].key != k) h = (h + 1) & (s->cap - 1);
    return h;
}

static int memo_put(Sweep *s, uint64_t k, int64_t val, int64_t choice, int exact) {
    if ((s->used + 1) * 2 > s->cap && memo_grow(s) < 0) return -1;
    size_t h = memo_slot(s, k);
    Entry *e = &s->memo[h];
    if (!e->key) { e->key = k; s->used++; }
    e->packed = val * 2 + (exact ? 1 : 0);
    s->choices[h] = choice;
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

/* Kids best first, as the Python search orders them: a group step sorts its tuples
   (gain, delta, jokers) high first (`whole`), a run step is a stable sort on the gain. */
static void sort_kids(Kid *a, int n, int whole) {
    for (int i = 1; i < n; i++) {
        Kid x = a[i];
        int j = i - 1;
        while (j >= 0 && (a[j].gain < x.gain || (whole && a[j].gain == x.gain
               && (a[j].delta < x.delta || (a[j].delta == x.delta && a[j].code < x.code))))) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = x;
    }
}

/* run_cell_choices / group_cell_choices (sweep.py), then new_choices: the kids of a step, best gain
   first, in exactly the order of the Python search. */
static KidList *kids_of(Sweep *s, int pos, int what, int gmax, int used_j) {
    KidList *list = &s->lists[LIST_INDEX(pos, what, gmax, used_j)];
    if (list->ready) return list;
    const int *d = s->step[pos];
    int start = (int)s->pool_len;
    int64_t *after = s->ub[pos + 1];
    if (d[F_COLOUR] == 4) {
        int total = what;
        for (int k = 0; GJ[total][gmax][k] >= 0; k++) {
            int jokers = GJ[total][gmax][k];
            if (used_j + jokers > s->jokers_total) break;
            if (jokers < d[F_GJ_MIN] || total + jokers < d[F_SIZE_MIN]) continue;
            Kid kid;
            if (s->initial) kid.gain = jokers * (W_COUNT + d[F_FACE] * W_VALUE);
            else kid.gain = imin(jokers, d[F_TG]) + rack_jokers(used_j, jokers, s->jokers_must) * JOKER_GAIN;
            kid.delta = jokers * PJ - (int64_t)total * PS - (int64_t)gmax * PM;
            kid.code = jokers;
            kid.rounded = floordiv(kid.gain, W_VALUE) * W_VALUE;
            kid.ub = after[used_j + jokers];
            if (push_kid(s, kid) < 0) return NULL;
        }
        sort_kids(s->pool + start, (int)s->pool_len - start, 1);
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
                        || grouped < d[F_GROUP_MIN] || grouped > d[F_GROUP_MAX]) continue;
                    int m1 = ST[s2][0], m2 = ST[s2][1];
                    int free_after = s->jokers_total - used_j - jokers;
                    if (m1 + m2 > d[F_NEXT1] + free_after || m1 > d[F_NEXT2] + free_after) continue;
                    Kid kid;
                    kid.delta = (int64_t)(s2 - state) * PC[colour] + jokers * PJ + grouped * PS;
                    if (grouped > gmax) kid.delta += (int64_t)(grouped - gmax) * PM;
                    kid.gain = (int64_t)(used - must) * (W_COUNT + d[F_FACE] * W_VALUE);
                    kid.gain += imin(grouped, d[F_TG]) + imin(used - grouped, d[F_TR])
                                + imin(jokers, d[F_JR]);
                    if (s->initial)  /* a joker counts as the tile it stands for */
                        kid.gain += (int64_t)jokers * (W_COUNT + d[F_FACE] * W_VALUE);
                    else
                        kid.gain += rack_jokers(used_j, jokers, s->jokers_must) * JOKER_GAIN;
                    kid.code = grouped + 3 * jokers + 9 * used;
                    kid.rounded = floordiv(kid.gain, W_VALUE) * W_VALUE;
                    kid.ub = after[used_j + jokers];
                    if (push_kid(s, kid) < 0) return NULL;
                }
            }
        sort_kids(s->pool + start, (int)s->pool_len - start, 0);
    }
    list = &s->lists[LIST_INDEX(pos, what, gmax, used_j)];
    list->start = start;
    list->count = (int)s->pool_len - start;
    list->ready = 1;
    return list;
}

static int final_ok(const Sweep *s, int64_t full) {
    int64_t key = full % MK, high = full / MK;
    if (s->initial && high < MELD_MIN) return 0;
    for (int k = 0; k < s->nmarks; k++) {  /* (no marks in the initial meld) */
        int state = (int)(k == 0 ? high % MSTATES : (high / MSTATES) % MSTATES);
        if (state != 1) return 0;
    }
    for (int c = 0; c < 4; c++) {
        int st = (int)((key / PC[c]) % NS);
        if (ST[st][0] || ST[st][1]) return 0;
    }
    return (key / PJ) % 3 >= s->jokers_must;
}

/* The ways the marks move on at one step, given the step's choice: fills `out` with the new
   high parts of the key (at most 32) and returns how many. */
typedef struct {
    int real, jok, ext, close, fresh, spare, jokers_left;
} Slots;

static int mark_walk(const Sweep *s, int k, int *states, int bits, Slots left, int pos,
                     int rack_here, int64_t *out, int count) {
    if (count >= 32) return count;
    if (k == s->nmarks) {
        int s0 = states[0], s1 = states[1];
        if (s->same_marks && s0 > s1) {  /* two equal marks: one order of their states */
            int t = s0; s0 = s1; s1 = t;
            bits = ((bits & 7) << MARK_BITS) | ((bits >> MARK_BITS) & 7);
        }
        int64_t high = s0 + (int64_t)s1 * MSTATES + (int64_t)bits * MBITS;
        for (int i = 0; i < count; i++)
            if (out[i] == high) return count;
        out[count++] = high;
        return count;
    }
    const Mark *m = &s->mark[k];
    int state = states[k];
    int n = pos / 5 + 1, c = pos % 5;
    if (c == 4 || state == 1) return mark_walk(s, k + 1, states, bits, left, pos, rack_here, out, count);
    int open_colour = -1, length = 0, flags = 0;
    if (state >= 2) {
        int v = state - 2;
        flags = v % 32;
        length = (v / 32) % 3 + 1;
        open_colour = v / 96;
    }
    if (state >= 2 && open_colour != c)
        return mark_walk(s, k + 1, states, bits, left, pos, rack_here, out, count);
    if (state == 0 && (m->kind == MARK_GROUP_REPLACE || (mark_is_run(m) && m->colour != c)))
        return mark_walk(s, k + 1, states, bits, left, pos, rack_here, out, count);
    /* the run the mark follows takes a tile here (real or joker), or closes */
    int saved = states[k];
    /* not started: it may stay so (a replacement run cannot start past its number) */
    if (state == 0 && !(mark_is_run(m) && n >= m->number))
        count = mark_walk(s, k + 1, states, bits, left, pos, rack_here, out, count);
    int can_take;
    Slots base = left;
    if (state == 0) { can_take = base.fresh > 0; base.fresh--; }
    else if (length < 3) can_take = 1;
    else {  /* a run of three or more goes on, or closes: unfinished, that kills the mark */
        can_take = base.ext > 0;
        base.ext--;
    }
    if (can_take) {
        for (int joker = 0; joker < 2; joker++) {
            Slots t = base;
            if (joker) { if (t.jok <= 0) continue; t.jok--; }
            else { if (t.real <= 0) continue; t.real--; }
            /* a: the joker's tile, b: an old set-mate (a HOME mark needs neither), jc: spare
               jokers, r: a rack tile (needed with jokers) */
            int home = m->kind == MARK_HOME;
            int a = home || (flags & 1), b = home || ((flags >> 1) & 1);
            int jc = (flags >> 2) & 3, r = (flags >> 4) & 1, need = mark_need(m);
            /* a joker the case pins here is only a tile of the run; a spare one is a joker
               the home is for */
            if (joker) {
                if (need && t.spare > 0 && jc < need) { t.spare--; jc++; }
                if (m->kind == MARK_RUN_STAY && n == m->number) a = 1;
            } else {
                if (rack_here) r = 1;
                if (m->kind == MARK_RUN_REPLACE && n == m->number) a = 1;
                if (!home && ((m->near >> n) & 1)) b = 1;
            }
            int done = a && b && jc >= need && (!need || r);
            if (!done) {  /* drop it now if it can never be finished */
                if (jc < need && t.jokers_left < need - jc) continue;
                if (need && !r && !s->rack_after[c][n]) continue;
                if (!a && n >= m->number) continue;
                if (!b && !(m->near >> (n + 1))) continue;
            }
            int next_length = length + 1 > 3 ? 3 : length + 1;
            int next_flags = (home ? 0 : a | (b << 1)) | (jc << 2) | (r << 4);
            states[k] = done ? 1 : 2 + ((c * 3 + next_length - 1) * 32 + next_flags);
            count = mark_walk(s, k + 1, states, bits, t, pos, rack_here, out, count);
            states[k] = saved;
        }
    }
    return count;
}

static int mark_variants(const Sweep *s, int pos, int64_t high_in, int64_t base_key, int64_t next_base,
                         int code, int64_t *out) {
    int states[MAX_MARKS] = {(int)(high_in % MSTATES), (int)((high_in / MSTATES) % MSTATES)};
    int bits = (int)(high_in / MBITS);
    const int *d = s->step[pos];
    int n = pos / 5 + 1, c = d[F_COLOUR];
    if (c == 4) {
        int jokers = code, spare = jokers - d[F_GJ_MIN];
        /* a mark not started yet may be a group of this number: a GROUP_REPLACE of this
           number with its two colours in the groups, a HOME anywhere, with the spare jokers
           and a rack tile its home needs. Needing nothing more, it is done; needing jokers,
           both ways are kept (one joker cannot serve two marks). */
        int count = 0;
        int may[MAX_MARKS], nm = 0;
        for (int k = 0; k < s->nmarks; k++) {
            const Mark *m = &s->mark[k];
            int b = (bits >> (MARK_BITS * k)) & 7;
            if (states[k] != 0) continue;
            if (mark_is_run(m)) continue;
            if (m->kind == MARK_GROUP_REPLACE && (m->number != n || (b & 3) != 3)) continue;
            int need = mark_need(m);
            if (need == 0) states[k] = 1;
            else if (b & 4) may[nm++] = k;
        }
        for (int choice = 0; choice < (1 << nm); choice++) {
            int used = 0, st[MAX_MARKS] = {states[0], states[1]};
            for (int h = 0; h < nm; h++)
                if ((choice >> h) & 1) { st[may[h]] = 1; used += mark_need(&s->mark[may[h]]); }
            if (used > spare) continue;
            if (s->same_marks && st[0] > st[1]) { int t = st[0]; st[0] = st[1]; st[1] = t; }
            out[count++] = st[0] + (int64_t)st[1] * MSTATES;  /* the bits start again at 0 */
        }
        return count;
    }
    int grouped = code % 3, jokers = (code / 3) % 3, used = code / 9;
    int state = (int)((base_key / PC[c]) % NS), s2 = (int)((next_base / PC[c]) % NS);
    int n2 = ST[state][1], n3 = ST[state][2];
    Slots left;
    left.real = used - grouped;
    left.jok = jokers;
    left.fresh = ST[s2][0];
    left.ext = ST[s2][2] - n2;
    left.close = n3 - left.ext;
    left.spare = jokers - d[F_PIN];
    left.jokers_left = s->jokers_total - (int)((next_base / PJ) % 3);
    int rack_here = used - d[F_MUST] > 0;
    for (int k = 0; k < s->nmarks; k++) {
        const Mark *m = &s->mark[k];
        if (grouped <= 0 || states[k] != 0) continue;
        if (rack_here) bits |= 4 << (MARK_BITS * k);
        if (m->kind == MARK_GROUP_REPLACE && m->number == n) {
            if ((m->role >> c) & 1) bits |= 1 << (MARK_BITS * k);
            if ((m->near >> c) & 1) bits |= 2 << (MARK_BITS * k);
        }
    }
    return mark_walk(s, 0, states, bits, left, pos, rack_here, out, 0);
}

/* The incumbent from a subtree whose best is known (an exact memo entry at `pos`, `key`):
   the path so far, then the best choices below, as plan() follows them. */
static void take_incumbent(Sweep *s, int pos, int64_t key, int64_t score) {
    memcpy(s->inc_codes, s->path, (size_t)pos);
    for (int p = pos; p < STEPS; p++) {
        size_t slot = memo_slot(s, (uint64_t)(key * 128 + p) + 1);
        int64_t packed = s->choices[slot];
        key = packed >> 6;
        s->inc_codes[p] = (uint8_t)(packed & 63);
    }
    s->inc_key = key;
    s->inc_score = score;
    s->has_inc = 1;
}

/* `acc`: what the path from the root to here has gained (for the incumbent) */
static int64_t search(Sweep *s, int pos, int64_t key, int64_t need, int64_t acc) {
    if (++s->nodes > s->budget && s->budget >= 0) { s->stopped = 1; return NEG_INF; }
    if (pos == STEPS) {
        if (!final_ok(s, key)) return NEG_INF;
        if (!s->has_inc || acc > s->inc_score) {
            memcpy(s->inc_codes, s->path, STEPS);
            s->inc_key = key;
            s->inc_score = acc;
            s->has_inc = 1;
        }
        return 0;
    }
    uint64_t mkey = (uint64_t)(key * 128 + pos) + 1;
    size_t slot = memo_slot(s, mkey);
    const Entry *e = &s->memo[slot];
    int known = e->key != 0;
    int exact = known ? (int)(e->packed & 1) : 0;
    int64_t known_val = known ? (e->packed - exact) / 2 : 0;
    if (known && exact && (!s->has_inc || acc + known_val > s->inc_score))
        take_incumbent(s, pos, key, acc + known_val);
    if (known && (exact || known_val < need)) return known_val;
    int64_t base = key % MK, high = key / MK;
    int used_j = (int)((base / PJ) % 3);
    int64_t bound = s->ub[pos][used_j];
    if (known && known_val < bound) bound = known_val;
    if (bound < need) return bound;
    int colour = s->step[pos][F_COLOUR];
    int gmax = (int)((base / PM) % 3);
    int what = colour == 4 ? (int)((base / PS) % 9) : (int)((base / PC[colour]) % NS);
    KidList *list = kids_of(s, pos, what, gmax, used_j);
    if (!list) { s->failed = 1; s->stopped = 1; return NEG_INF; }
    int32_t first = list->start, count = list->count;
    int face = s->step[pos][F_FACE];
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
        int64_t next_base = base + delta;
        int64_t highs[32];
        int variants = 1;
        highs[0] = high;
        if (s->nmarks) variants = mark_variants(s, pos, high, base, next_base, code, highs);
        else if (s->initial) {  /* the meld's value so far, capped at MELD_MIN */
            int placed = colour == 4 ? code : code / 9 + (code / 3) % 3;
            highs[0] = imin(MELD_MIN, high + (int64_t)placed * face);
        }
        s->path[pos] = (uint8_t)code;
        for (int v = 0; v < variants; v++) {
            if (v > 0) {  /* a later way must beat what an earlier one reached */
                if (best == NEG_INF) bar = need - rounded;
                else bar = imax(need, (floordiv(best, W_VALUE) + 1) * W_VALUE) - rounded;
                if (ub < bar) break;
            }
            int64_t nk = next_base + highs[v] * MK;
            int64_t r = search(s, pos + 1, nk, bar, acc + gain);
            if (s->stopped) return NEG_INF;
            if (r >= bar) {
                best = gain + r;
                best_choice = nk * 64 + code;
            } else if (gain + r > beyond) {
                beyond = gain + r;
            }
        }
    }
    int rc;
    if (best != NEG_INF) rc = memo_put(s, mkey, best, best_choice, 1);
    else rc = memo_put(s, mkey, beyond, 0, 0);
    if (rc < 0) { s->failed = 1; s->stopped = 1; return NEG_INF; }
    return best != NEG_INF ? best : beyond;
}

/* The upper bound table of sweep.py's upper_table (suffix sums, _jokers_needed, _joker_capped),
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
    /* pinned jokers serve only the tiles beside them (sweep.py's upper_table) */
    int ahead[STEPS + 1];
    ahead[STEPS] = 0;
    for (int i = STEPS - 1; i >= 0; i--) {
        const int *d = s->step[i];
        ahead[i] = ahead[i + 1] + (i % 5 == 4 ? d[F_GJ_MIN] : d[F_PIN]);
    }
    if (ahead[0]) {
        for (int n = 1; n <= 13; n++)
            for (int c = 0; c < 4; c++) {
                int near = s->step[(n - 1) * 5 + 4][F_GJ_MIN];
                for (int m = n - 2 > 1 ? n - 2 : 1; m <= (n + 2 < 13 ? n + 2 : 13); m++)
                    near += s->step[(m - 1) * 5 + c][F_PIN];
                needed[n][c] = needed[n][c] - near > 0 ? needed[n][c] - near : 0;
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
            int free = jt - used - ahead[i] > 0 ? jt - used - ahead[i] : 0;
            int64_t per_joker = s->initial ? MELD_TILE_MAX : JOKER_GAIN;
            s->ub[i][used] = near_i + far[far_start][free] + (int64_t)(jt - spent) * per_joker;
        }
        for (int used = jt + 1; used < 3; used++) s->ub[i][used] = 0;
    }
    for (int used = 0; used < 3; used++) s->ub[STEPS][used] = 0;
}

static int read_ints(PyObject *seq, int64_t *out, Py_ssize_t n, const char *what) {
    (void)what;
    PyObject *fast = PySequence_Tuple(seq);  /* a copy that __index__ cannot change */
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
    PyObject *rows = PySequence_Tuple(grid);
    if (!rows) return -1;
    if (PySequence_Fast_GET_SIZE(rows) != 14) {
        Py_DECREF(rows);
        PyErr_Format(PyExc_ValueError, "%s: expected 14 rows", what);
        return -1;
    }
    for (int n = 0; n < 14; n++) {
        PyObject *row = PySequence_Tuple(PySequence_Fast_GET_ITEM(rows, n));
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

/* The step fields from the problem's grids (sweep.step_records does the same in Python). */
static PyObject *fields_from_grids(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *g[10], *r[4];
    if (!PyArg_ParseTuple(args, "OOOOOOOOOOOOOO", &g[0], &g[1], &g[2], &g[3], &g[4], &g[5], &g[6],
                          &g[7], &g[8], &r[0], &r[1], &r[2], &g[9], &r[3]))
        return NULL;
    /* must, optional, in_group, in_run, joker_run, pin, rack_min, run_real_min,
       group_real_min; joker_group, face, group_joker_min; group_real_max; group_size_min */
    int grid[10][14][4], row[4][14];
    static const char *names[10] = {"must", "optional", "in_group", "in_run", "joker_run", "pin",
                                    "rack_min", "run_real_min", "group_real_min", "group_real_max"};
    static const char *row_names[4] = {"joker_group", "face", "group_joker_min", "group_size_min"};
    for (int k = 0; k < 10; k++)
        if (read_grid(g[k], grid[k], names[k]) < 0) return NULL;
    for (int k = 0; k < 4; k++)
        if (read_row(r[k], row[k], row_names[k]) < 0) return NULL;
    if (g[9] == Py_None)  /* no most: two copies */
        for (int n = 0; n < 14; n++)
            for (int c = 0; c < 4; c++) grid[9][n][c] = 2;
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
                f[F_SIZE_MIN] = row[3][n];
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
                f[F_GROUP_MAX] = grid[9][n][c];
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
    if (kw && PyDict_GET_SIZE(kw)) {
        PyErr_SetString(PyExc_TypeError, "Sweep takes no keyword arguments");
        return -1;
    }
    PyObject *marks = Py_None;
    int initial = 0;
    if (!PyArg_ParseTuple(args, "OiiO|Op", &steps, &jokers_total, &jokers_must, &ub, &marks,
                          &initial))
        return -1;
    if (initial && (marks != Py_None || jokers_must)) {
        PyErr_SetString(PyExc_ValueError, "the initial meld has no marks and no table jokers");
        return -1;
    }
    Mark mark[MAX_MARKS];
    int nmarks = 0;
    if (marks != Py_None) {
        PyObject *fast = PySequence_Tuple(marks);
        if (!fast) return -1;
        Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
        if (count > MAX_MARKS) {
            Py_DECREF(fast);
            PyErr_SetString(PyExc_ValueError, "at most 2 marks");
            return -1;
        }
        for (Py_ssize_t k = 0; k < count; k++) {
            int64_t v[6];
            if (read_ints(PySequence_Fast_GET_ITEM(fast, k), v, 6, "mark") < 0) { Py_DECREF(fast); return -1; }
            if (v[0] < MARK_HOME || v[0] > MARK_RUN_STAY || v[1] < 0 || v[1] > 3 || v[2] < 0
                || v[2] > 13 || v[3] < 0 || v[3] > 0xFFFF || v[4] < 0 || v[4] > 0xFFFF
                || v[5] < 0 || v[5] > 2 || (v[0] == MARK_HOME && (v[3] < 1 || v[3] > 2 || v[5]))) {
                Py_DECREF(fast);
                PyErr_SetString(PyExc_ValueError, "bad mark");
                return -1;
            }
            mark[k] = (Mark){(int)v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5]};
        }
        nmarks = (int)count;
        Py_DECREF(fast);
    }
    if (jokers_total < 0 || jokers_total > JOKERS || jokers_must < 0 || jokers_must > jokers_total) {
        PyErr_SetString(PyExc_ValueError, "joker counts out of range");
        return -1;
    }
    int64_t buf[STEPS * FIELDS];
    if (read_ints(steps, buf, STEPS * FIELDS, "steps") < 0) return -1;
    for (int p = 0; p < STEPS; p++) {
        const int64_t *f = buf + p * FIELDS;
        for (int k = 0; k < FIELDS; k++)
            if (f[k] < 0 || f[k] > 1000) {  /* every field is a count, a number or a colour */
                PyErr_SetString(PyExc_ValueError, "step field out of range");
                return -1;
            }
        if (f[F_COLOUR] != p % 5 || f[F_MUST] + f[F_OPT] > 2 || f[F_FACE] > 13 || f[F_NEXT1] > 2
            || f[F_NEXT2] > 2 || f[F_PIN] > JOKERS || f[F_GJ_MIN] > JOKERS || f[F_GROUP_MAX] > 2
            || f[F_SIZE_MIN] > 8) {
            PyErr_SetString(PyExc_ValueError, "bad step");
            return -1;
        }
    }
    int64_t ubuf[(STEPS + 1) * 3];
    if (ub != Py_None) {
        if (read_ints(ub, ubuf, (STEPS + 1) * 3, "ub") < 0) return -1;
        for (int i = 0; i < (STEPS + 1) * 3; i++)
            if (ubuf[i] < -LIMIT || ubuf[i] > LIMIT) {
                PyErr_SetString(PyExc_ValueError, "bound out of range");
                return -1;
            }
    }
    /* all checked: set the sweep up */
    for (int p = 0; p < STEPS; p++)
        for (int k = 0; k < FIELDS; k++) s->step[p][k] = (int)buf[p * FIELDS + k];
    memcpy(s->mark, mark, sizeof mark);
    s->nmarks = nmarks;
    s->same_marks = nmarks == 2 && memcmp(&mark[0], &mark[1], sizeof(Mark)) == 0;
    for (int c = 0; c < 4; c++) {
        s->rack_after[c][14] = s->rack_after[c][13] = 0;
        for (int n = 12; n >= 0; n--)
            s->rack_after[c][n] = s->rack_after[c][n + 1] || s->step[n * 5 + c][F_OPT] > 0;
    }
    s->jokers_total = jokers_total;
    s->jokers_must = jokers_must;
    s->initial = initial;
    s->has_inc = 0;
    if (ub == Py_None) {
        compute_ub(s);
    } else {
        for (int p = 0; p <= STEPS; p++)
            for (int j = 0; j < 3; j++) s->ub[p][j] = ubuf[p * 3 + j];
    }
    s->lists = calloc(LISTS, sizeof *s->lists);  /* all not ready; pages come as used */
    if (!s->lists) { PyErr_NoMemory(); return -1; }
    if (memo_grow(s) < 0) { PyErr_NoMemory(); return -1; }
    return 0;
}

static void Sweep_dealloc(Sweep *s) {
    free(s->memo); free(s->choices);
    free(s->lists); free(s->pool);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

static PyObject *Sweep_run(Sweep *s, PyObject *args) {
    long long need, budget;
    if (!PyArg_ParseTuple(args, "LL", &need, &budget)) return NULL;
    if (!s->memo || !s->lists) {
        PyErr_SetString(PyExc_RuntimeError, "the Sweep was not set up");
        return NULL;
    }
    if (need < -LIMIT) need = -LIMIT;
    if (need > LIMIT) need = LIMIT;
    s->nodes = 0;
    s->budget = budget;
    s->stopped = 0;
    s->failed = 0;
    int64_t best = search(s, 0, 0, need, 0);
    if (s->failed) return PyErr_NoMemory();
    return Py_BuildValue("(iL)", s->stopped ? 1 : 0, (long long)best);
}

static PyObject *Sweep_plan(Sweep *s, PyObject *noargs) {
    (void)noargs;
    if (!s->memo || !s->lists) {
        PyErr_SetString(PyExc_RuntimeError, "the Sweep was not set up");
        return NULL;
    }
    PyObject *codes = PyList_New(STEPS);
    if (!codes) return NULL;
    int64_t key = 0;
    for (int pos = 0; pos < STEPS; pos++) {
        uint64_t mkey = (uint64_t)(key * 128 + pos) + 1;
        size_t slot = memo_slot(s, mkey);
        if (!s->memo[slot].key || !(s->memo[slot].packed & 1)) {
            Py_DECREF(codes);
            PyErr_SetString(PyExc_RuntimeError, "no plan: the search did not finish");
            return NULL;
        }
        int64_t packed = s->choices[slot];
        key = packed >> 6;
        PyObject *code = PyLong_FromLong((long)(packed & 63));
        if (!code) { Py_DECREF(codes); return NULL; }
        PyList_SET_ITEM(codes, pos, code);
    }
    return Py_BuildValue("(NL)", codes, (long long)(key % MK));
}

static PyObject *Sweep_incumbent(Sweep *s, PyObject *noargs) {
    (void)noargs;
    if (!s->has_inc) Py_RETURN_NONE;
    PyObject *codes = PyList_New(STEPS);
    if (!codes) return NULL;
    for (int pos = 0; pos < STEPS; pos++) {
        PyObject *code = PyLong_FromLong(s->inc_codes[pos]);
        if (!code) { Py_DECREF(codes); return NULL; }
        PyList_SET_ITEM(codes, pos, code);
    }
    return Py_BuildValue("(LNL)", (long long)s->inc_score, codes, (long long)(s->inc_key % MK));
}

static PyObject *Sweep_nodes(Sweep *s, PyObject *noargs) {
    (void)noargs;
    return PyLong_FromLongLong((long long)s->nodes);
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
        {
            PyObject *v = PyLong_FromLongLong((long long)s->ub[i][j]);
            if (!v) { Py_DECREF(out); return NULL; }
            PyList_SET_ITEM(out, i * 3 + j, v);
        }
    return out;
}

static PyMethodDef Sweep_methods[] = {
    {"top", (PyCFunction)Sweep_top, METH_NOARGS, "top() -> the upper bound from the root"},
    {"nodes", (PyCFunction)Sweep_nodes, METH_NOARGS, "nodes() -> search nodes of the last run"},
    {"bounds", (PyCFunction)Sweep_bounds, METH_NOARGS, "bounds() -> the upper-bound table, flat"},
    {"run", (PyCFunction)Sweep_run, METH_VARARGS, "run(need, budget) -> (status, best)"},
    {"plan", (PyCFunction)Sweep_plan, METH_NOARGS, "plan() -> (codes, final key)"},
    {"incumbent", (PyCFunction)Sweep_incumbent, METH_NOARGS,
     "incumbent() -> (score, codes, final key) of the best plan met so far, or None"},
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
     "group_real_min, joker_group, face, group_joker_min, group_real_max, group_size_min) "
     "-> the step fields"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_sweep", "The Rummikub solver's sweep in C.", -1, module_methods,
    NULL, NULL, NULL, NULL,
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
