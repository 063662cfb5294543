package dev.tablewright.ui.inspector;

import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.settings.AutoScaling;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * Auto scaling of one capacity dimension (of the table, a GSI, a replica or a replica's GSI): on or
 * off, and its minimum, maximum and target utilisation. Turned on, it takes what the fields show (the
 * AWS console's 1–10 units at 70 % at first); each field's commit is one edit.
 */
public final class ScalingFields {
    private final SettingsSection owner;
    private final Supplier<Optional<AutoScaling>> model;
    private final Function<Optional<AutoScaling>, Edit> edit;
    private final BooleanProperty on = new SimpleBooleanProperty(this, "on", false);
    private final CommitField min = new CommitField(text -> change(
            a -> new AutoScaling(SettingInput.whole(text, "The minimum"), a.maxCapacity(), a.targetUtilization())));
    private final CommitField max = new CommitField(text -> change(
            a -> new AutoScaling(a.minCapacity(), SettingInput.whole(text, "The maximum"), a.targetUtilization())));
    private final CommitField target = new CommitField(text -> change(
            a -> new AutoScaling(a.minCapacity(), a.maxCapacity(), SettingInput.percent(text, "The target"))));

    /**
     * @param model the scaling as the model has it now
     * @param edit  the edit setting it (empty: off, or as the table for an override)
     */
    ScalingFields(SettingsSection owner, Supplier<Optional<AutoScaling>> model,
            Function<Optional<AutoScaling>, Edit> edit) {
        this.owner = owner;
        this.model = model;
        this.edit = edit;
        on.addListener((o, a, b) -> owner.choose(() -> edit.apply(b ? Optional.of(shown()) : Optional.empty())));
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
        return model.get().orElse(AutoScaling.CONSOLE_DEFAULT);
    }

    private Optional<String> change(UnaryOperator<AutoScaling> change) {
        return owner.commit(() -> edit.apply(Optional.of(change.apply(shown()))));
    }

    List<CommitField> fields() {
        return List.of(min, max, target);
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
