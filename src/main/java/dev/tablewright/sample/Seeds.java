package dev.tablewright.sample;

/**
 * Independent random streams from one seed: each entity and each Datafaker pool gets its own, so
 * asking for more of one entity does not change the values of another's items.
 */
final class Seeds {
    private Seeds() {
    }

    static long mix(long seed, String salt) {
        long h = 0xcbf29ce484222325L; // FNV-1a over the salt's chars: stable across JVMs
        for (int i = 0; i < salt.length(); i++) {
            h = (h ^ salt.charAt(i)) * 0x100000001b3L;
        }
        long z = seed ^ h;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L; // SplitMix64's finalizer spreads nearby seeds apart
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
