package dev.tablewright.sample;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * New ids for one attribute of one entity, never one the table already has. Numbers count up from
 * the largest existing one (racer 8 after racer 7); strings follow an {@link IdFormat}. An entity's
 * own ids are all new; shared ones (the customer an order belongs to) are mostly reused, so a
 * customer gets several orders.
 */
final class IdPool {
    /** One shared id in this many is a new one: about four items per customer, user or project. */
    private static final int NEW_SHARED_ONE_IN = 4;

    private final AttributeType type;
    private final IdFormat format;
    private final boolean shared;
    private final Set<AttributeValue> taken;
    private final List<AttributeValue> reusable;
    private BigDecimal nextNumber;

    private IdPool(AttributeType type, IdFormat format, boolean shared, Collection<AttributeValue> existing) {
        this.type = type;
        this.format = format;
        this.shared = shared;
        this.taken = new HashSet<>(existing);
        this.reusable = shared ? new ArrayList<>(new LinkedHashSet<>(existing)) : List.of();
        BigDecimal max = BigDecimal.ZERO;
        for (AttributeValue v : existing) {
            if (v instanceof AttributeValue.N n && n.value().compareTo(max) > 0) {
                max = n.value();
            }
        }
        this.nextNumber = max.setScale(0, RoundingMode.FLOOR).add(BigDecimal.ONE);
    }

    /**
     * @param existing the attribute's values anywhere in the table (of the attribute's type)
     * @param format   how string ids look
     */
    static IdPool of(AttributePlan plan, IdFormat format, Collection<AttributeValue> existing) {
        return new IdPool(plan.type(), format, plan.idRole() == AttributePlan.IdRole.SHARED, existing);
    }

    AttributeValue next(Random random) {
        if (shared && !reusable.isEmpty() && random.nextInt(NEW_SHARED_ONE_IN) != 0) {
            return reusable.get(random.nextInt(reusable.size()));
        }
        AttributeValue fresh = fresh(random);
        if (shared) {
            reusable.add(fresh);
        }
        return fresh;
    }

    private AttributeValue fresh(Random random) {
        while (true) {
            AttributeValue candidate;
            if (type == AttributeType.N) {
                candidate = new AttributeValue.N(nextNumber);
                nextNumber = nextNumber.add(BigDecimal.ONE);
            } else if (type == AttributeType.B) {
                byte[] b = new byte[16];
                random.nextBytes(b);
                candidate = new AttributeValue.B(Binary.of(b));
            } else {
                candidate = AttributeValue.s(format.draw(random));
            }
            if (taken.add(candidate)) {
                return candidate;
            }
        }
    }
}
