<?xml version = "1.0" encoding="UTF-8" standalone="yes"?>
<CPLEXSolution version="1.2">
 <header
   problemName="q8.lp"
   solutionName="incumbent"
   solutionIndex="-1"
   objectiveValue="8"
   solutionTypeValue="3"
   solutionTypeString="primal"
   solutionStatusValue="101"
   solutionStatusString="integer optimal solution"
   solutionMethodString="mip"
   primalFeasible="1"
   dualFeasible="1"
   MIPNodes="0"
   MIPIterations="53"
   writeLevel="1"/>
 <quality
   epInt="1.0000000000000001e-05"
   epRHS="9.9999999999999995e-07"
   maxIntInfeas="0"
   maxPrimalInfeas="0"
   maxX="1"
   maxSlack="1"/>
 <linearConstraints>
  <constraint name="row_1" index="0" slack="0"/>
  <constraint name="row_2" index="1" slack="0"/>
  <constraint name="row_3" index="2" slack="0"/>
  <constraint name="row_4" index="3" slack="0"/>
  <constraint name="row_5" index="4" slack="0"/>
  <constraint name="row_6" index="5" slack="0"/>
  <constraint name="row_7" index="6" slack="0"/>
  <constraint name="row_8" index="7" slack="0"/>
  <constraint name="col_1" index="8" slack="0"/>
  <constraint name="col_2" index="9" slack="0"/>
  <constraint name="col_3" index="10" slack="0"/>
  <constraint name="col_4" index="11" slack="0"/>
  <constraint name="col_5" index="12" slack="0"/>
  <constraint name="col_6" index="13" slack="0"/>
  <constraint name="col_7" index="14" slack="0"/>
  <constraint name="col_8" index="15" slack="0"/>
  <constraint name="dr_1_1" index="16" slack="1"/>
  <constraint name="dr_1_2" index="17" slack="0"/>
  <constraint name="dr_1_3" index="18" slack="0"/>
  <constraint name="dr_1_4" index="19" slack="1"/>
  <constraint name="dr_1_5" index="20" slack="0"/>
  <constraint name="dr_1_6" index="21" slack="0"/>
  <constraint name="dr_1_7" index="22" slack="1"/>
  <constraint name="dr_2_1" index="23" slack="0"/>
  <constraint name="dr_3_1" index="24" slack="0"/>
  <constraint name="dr_4_1" index="25" slack="0"/>
  <constraint name="dr_5_1" index="26" slack="1"/>
  <constraint name="dr_6_1" index="27" slack="1"/>
  <constraint name="dr_7_1" index="28" slack="0"/>
  <constraint name="dl_1_2" index="29" slack="1"/>
  <constraint name="dl_1_3" index="30" slack="0"/>
  <constraint name="dl_1_4" index="31" slack="0"/>
  <constraint name="dl_1_5" index="32" slack="1"/>
  <constraint name="dl_1_6" index="33" slack="1"/>
  <constraint name="dl_1_7" index="34" slack="0"/>
  <constraint name="dl_1_8" index="35" slack="0"/>
  <constraint name="dl_2_8" index="36" slack="0"/>
  <constraint name="dl_3_8" index="37" slack="0"/>
  <constraint name="dl_4_8" index="38" slack="0"/>
  <constraint name="dl_5_8" index="39" slack="0"/>
  <constraint name="dl_6_8" index="40" slack="1"/>
  <constraint name="dl_7_8" index="41" slack="1"/>
 </linearConstraints>
 <variables>
  <variable name="x_1_1" index="0" value="-0"/>
  <variable name="x_1_2" index="1" value="-0"/>
  <variable name="x_1_3" index="2" value="1"/>
  <variable name="x_1_4" index="3" value="-0"/>
  <variable name="x_1_5" index="4" value="0"/>
  <variable name="x_1_6" index="5" value="-0"/>
  <variable name="x_1_7" index="6" value="-0"/>
  <variable name="x_1_8" index="7" value="-0"/>
  <variable name="x_2_1" index="8" value="-0"/>
  <variable name="x_2_2" index="9" value="-0"/>
  <variable name="x_2_3" index="10" value="-0"/>
  <variable name="x_2_4" index="11" value="0"/>
  <variable name="x_2_5" index="12" value="-0"/>
  <variable name="x_2_6" index="13" value="-0"/>
  <variable name="x_2_7" index="14" value="1"/>
  <variable name="x_2_8" index="15" value="-0"/>
  <variable name="x_3_1" index="16" value="-0"/>
  <variable name="x_3_2" index="17" value="1"/>
  <variable name="x_3_3" index="18" value="0"/>
  <variable name="x_3_4" index="19" value="-0"/>
  <variable name="x_3_5" index="20" value="-0"/>
  <variable name="x_3_6" index="21" value="-0"/>
  <variable name="x_3_7" index="22" value="-0"/>
  <variable name="x_3_8" index="23" value="-0"/>
  <variable name="x_4_1" index="24" value="0"/>
  <variable name="x_4_2" index="25" value="-0"/>
  <variable name="x_4_3" index="26" value="0"/>
  <variable name="x_4_4" index="27" value="-0"/>
  <variable name="x_4_5" index="28" value="-0"/>
  <variable name="x_4_6" index="29" value="-0"/>
  <variable name="x_4_7" index="30" value="0"/>
  <variable name="x_4_8" index="31" value="1"/>
  <variable name="x_5_1" index="32" value="-0"/>
  <variable name="x_5_2" index="33" value="0"/>
  <variable name="x_5_3" index="34" value="-0"/>
  <variable name="x_5_4" index="35" value="-0"/>
  <variable name="x_5_5" index="36" value="0"/>
  <variable name="x_5_6" index="37" value="1"/>
  <variable name="x_5_7" index="38" value="-0"/>
  <variable name="x_5_8" index="39" value="-0"/>
  <variable name="x_6_1" index="40" value="-0"/>
  <variable name="x_6_2" index="41" value="0"/>
  <variable name="x_6_3" index="42" value="-0"/>
  <variable name="x_6_4" index="43" value="1"/>
  <variable name="x_6_5" index="44" value="-0"/>
  <variable name="x_6_6" index="45" value="-0"/>
  <variable name="x_6_7" index="46" value="-0"/>
  <variable name="x_6_8" index="47" value="0"/>
  <variable name="x_7_1" index="48" value="1"/>
  <variable name="x_7_2" index="49" value="-0"/>
  <variable name="x_7_3" index="50" value="-0"/>
  <variable name="x_7_4" index="51" value="-0"/>
  <variable name="x_7_5" index="52" value="-0"/>
  <variable name="x_7_6" index="53" value="0"/>
  <variable name="x_7_7" index="54" value="-0"/>
  <variable name="x_7_8" index="55" value="-0"/>
  <variable name="x_8_1" index="56" value="-0"/>
  <variable name="x_8_2" index="57" value="-0"/>
  <variable name="x_8_3" index="58" value="-0"/>
  <variable name="x_8_4" index="59" value="0"/>
  <variable name="x_8_5" index="60" value="1"/>
  <variable name="x_8_6" index="61" value="-0"/>
  <variable name="x_8_7" index="62" value="-0"/>
  <variable name="x_8_8" index="63" value="-0"/>
 </variables>
</CPLEXSolution>
