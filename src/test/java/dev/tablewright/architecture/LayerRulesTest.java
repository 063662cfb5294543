package dev.tablewright.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** DESIGN §2: dependencies point down only; the pure layers stay pure; ViewModels never touch controls. */
@AnalyzeClasses(packages = "dev.tablewright", importOptions = ImportOption.DoNotIncludeTests.class)
class LayerRulesTest {
    private static final String[] FRAMEWORKS = {"javafx..", "software.amazon..", "com.fasterxml.."};

    @ArchTest
    static final ArchRule modelIsPure = noClasses().that().resideInAPackage("dev.tablewright.model..")
            .should().dependOnClassesThat().resideInAnyPackage(FRAMEWORKS)
            .orShould().dependOnClassesThat().resideInAnyPackage("dev.tablewright.rules..", "dev.tablewright.engine..",
                    "dev.tablewright.format..", "dev.tablewright.aws..", "dev.tablewright.ui..",
                    "dev.tablewright.cli..", "dev.tablewright.app..");

    @ArchTest
    static final ArchRule rulesArePure = noClasses().that().resideInAPackage("dev.tablewright.rules..")
            .should().dependOnClassesThat().resideInAnyPackage(FRAMEWORKS)
            .orShould().dependOnClassesThat().resideInAnyPackage("dev.tablewright.format..", "dev.tablewright.aws..",
                    "dev.tablewright.ui..", "dev.tablewright.cli..", "dev.tablewright.app..");

    @ArchTest
    static final ArchRule engineIsPure = noClasses().that().resideInAPackage("dev.tablewright.engine..")
            .should().dependOnClassesThat().resideInAnyPackage(FRAMEWORKS)
            .orShould().dependOnClassesThat().resideInAnyPackage("dev.tablewright.format..", "dev.tablewright.aws..",
                    "dev.tablewright.ui..", "dev.tablewright.cli..", "dev.tablewright.app..");

    @ArchTest
    static final ArchRule formatKnowsNoScreensOrNetwork = noClasses().that().resideInAPackage("dev.tablewright.format..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "software.amazon..")
            .orShould().dependOnClassesThat().resideInAnyPackage("dev.tablewright.aws..", "dev.tablewright.ui..",
                    "dev.tablewright.cli..", "dev.tablewright.app..");

    @ArchTest
    static final ArchRule onlyAwsTalksToDynamoDb = noClasses().that().resideOutsideOfPackages("dev.tablewright.aws..",
                    "dev.tablewright.app..")
            .should().dependOnClassesThat().resideInAPackage("software.amazon..");

    @ArchTest
    static final ArchRule onlyUiKnowsControls = noClasses().that().resideOutsideOfPackages("dev.tablewright.ui..",
                    "dev.tablewright.app..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..");

    @ArchTest
    static final ArchRule viewModelsNeverTouchControls = classes().that().haveSimpleNameEndingWith("ViewModel")
            .should().onlyDependOnClassesThat().resideOutsideOfPackages("javafx.scene..", "javafx.stage..");

    @ArchTest
    static final ArchRule awsAndCliKnowNoScreens = noClasses().that().resideInAnyPackage("dev.tablewright.aws..",
                    "dev.tablewright.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.tablewright.ui..", "dev.tablewright.app..",
                    "javafx..");

    @ArchTest
    static final ArchRule uiDoesNotReachUp = noClasses().that().resideInAPackage("dev.tablewright.ui..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.tablewright.app..", "dev.tablewright.cli..");
}
