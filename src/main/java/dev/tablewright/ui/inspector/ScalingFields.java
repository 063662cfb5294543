package dev.tablewright.ui.inspector;

import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.ThroughputEdits;
import dev.tablewright.model.edit.ThroughputEdits.Dimension;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Throughput;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * Auto scaling of one capacity dimension: on or off, and its minimum, maximum and target
 * utilisation. Turned on, it takes what the fields show (the AWS console's 1–10 units at 70 % at
 * first); each field's commit is one edit.
 */
public final class ScalingFields {
    private final ThroughputFields owner;
    private final Dimension dimension;
    private final BooleanProperty on = new SimpleBooleanProperty(this, "on", false);
    private final CommitField min = new CommitField(text -> change(
            a -> new AutoScaling(SettingInput.whole(text, "The minimum"), a.maxCapacity(), a.targetUtilization())));
    private final CommitField max = new CommitField(text -> change(
            a -> new AutoScaling(a.minCapacity(), SettingInput.whole(text, "The maximum"), a.targetUtilization())));
    private final CommitField target = new CommitField(text -> change(
            a -> new AutoScaling(a.minCapacity(), a.maxCapacity(), SettingInput.percent(text, "The target"))));

    ScalingFields(ThroughputFields owner, Dimension dimension) {
        this.owner = owner;
        this.dimension = dimension;
        on.addListener((o, a, b) -> owner.choose(() -> edit(b ? Optional.of(shown()) : Optional.empty())));
    }

    void show(Optional<AutoScaling> scaling) {
        AutoScaling a = scaling.orElse(AutoScaling.CONSOLE_DEFAULT);
        on.set(scaling.isPresent());
        min.reset(Long.toString(a.minCapacity()));
        max.reset(Long.toString(a.maxCapacity()));
        target.reset(SettingInput.show(a.targetUtilization()));
    }

    /** What the fields show, as the model has them (the defaults while off). */
    private AutoScaling shown() {
        Throughput t = owner.throughput();
        return (dimension == Dimension.READ ? t.readScaling() : t.writeScaling()).orElse(AutoScaling.CONSOLE_DEFAULT);
    }

    private Optional<String> change(UnaryOperator<AutoScaling> change) {
        return owner.commit(() -> edit(Optional.of(change.apply(shown()))));
    }

    private Edit edit(Optional<AutoScaling> scaling) {
        return ThroughputEdits.setAutoScaling(owner.table(), owner.index().orElse(null), dimension, scaling);
    }

    /** Ticking it turns auto scaling on with the values shown; unticking turns it off. */
    public BooleanProperty onProperty() {
        return on;
    }

    /** Fewest units auto scaling keeps. */
    public CommitField min() {
        return min;
    }

    /** Most units auto scaling provisions. */
    public CommitField max() {
        return max;
    }

    /** Consumed over provisioned capacity to keep, in percent (20–90). */
    public CommitField target() {
        return target;
    }
}
